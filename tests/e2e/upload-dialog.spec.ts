import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { sampleMp4 } from './upload-helpers'
import { openLibrary } from './videos-helpers'

/**
 * How the upload dialog treats what the user typed (docs/product.md §2): closing it asks before
 * discarding, a person row complains only once it was left or Next was pressed, and files
 * dropped anywhere on the Videos page open it with those files chosen. English on desktop,
 * Japanese on the phone.
 */
test.describe.configure({ timeout: 90_000 })

const l = (en: string, ja: string) => new RegExp(`^(${en}|${ja})$`)
const uploadButton = (page: Page) =>
  page.getByRole('button', { name: l('Upload', 'アップロード'), exact: true })
const dialogOf = (page: Page) =>
  page.getByRole('dialog', { name: l('Upload a video', '動画のアップロード') })

/** The library, signed in, with the upload dialog opened by its button. */
async function openDialog(page: Page) {
  await openLibrary(page)
  await uploadButton(page).click()
  return dialogOf(page)
}

/** Drags files over the page (a real DataTransfer holding real File objects) and drops them. */
async function dropOnPage(page: Page, files: { name: string; type: string; bytes: Buffer }[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer()
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
        transfer.items.add(new File([bytes], file.name, { type: file.type }))
      }
      return transfer
    },
    files.map((file) => ({
      name: file.name,
      type: file.type,
      base64: file.bytes.toString('base64'),
    })),
  )
  const target = page.getByRole('heading', { level: 1 })
  await target.dispatchEvent('dragenter', { dataTransfer })
  await target.dispatchEvent('dragover', { dataTransfer })
  await expect(
    page.getByText(
      l('Drop videos to upload them', 'ここにドロップすると動画をアップロードできます'),
    ),
  ).toBeVisible()
  await target.dispatchEvent('drop', { dataTransfer })
}

for (const locale of ['en-US', 'ja-JP']) {
  test.describe(locale, () => {
    test.use({ locale })

    test('@phone what was typed: Escape, a click outside and Cancel; when a person row complains', async ({
      page,
    }) => {
      const dialog = await openDialog(page)
      await test.step('Escape or a click outside asks before discarding typed text; Cancel does not ask', async () => {
        // The dialog's code loads on this first use; the user presses Escape once it shows.
        await expect(dialog).toBeVisible()
        // Nothing typed: Escape just closes.
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()

        await uploadButton(page).click()
        const about = dialog.getByLabel(
          l('About this video \\(optional\\)', 'この動画について（任意）'),
        )
        await about.fill('Filmed on the roof')
        await page.keyboard.press('Escape')
        const ask = page.getByRole('alertdialog', {
          name: l('Discard this upload\\?', 'このアップロードを破棄しますか？'),
        })
        await expect(ask).toBeVisible()
        await ask.getByRole('button', { name: l('Keep editing', '編集を続ける') }).click()
        await expect(ask).toBeHidden()
        await expect(about).toHaveValue('Filmed on the roof')

        // A file picker opened and dismissed (its input's `cancel` bubbles) is not a close request.
        await dialog.getByRole('button', { name: l('Next', '次へ') }).click()
        const fileInput = dialog.locator('input[type="file"]').first()
        const dismissed = fileInput.evaluate(
          (input) =>
            new Promise<void>((done) =>
              input.addEventListener('cancel', () => done(), { once: true }),
            ),
        )
        // No file chooser is awaited here, so the browser dismisses the picker at once.
        await dialog
          .getByRole('button', { name: l('Choose video files', '動画ファイルを選択') })
          .click()
        await dismissed
        await expect(ask).toBeHidden()
        await expect(dialog).toBeVisible()
        await dialog.getByRole('button', { name: l('Previous', '戻る') }).click()

        // A click on the backdrop, outside the dialog's box.
        // The dialog is centred with a margin on every side, so the top-left corner is backdrop.
        await page.mouse.click(2, 2)
        await expect(ask).toBeVisible()
        await ask.getByRole('button', { name: l('Discard', '破棄') }).click()
        await expect(dialog).toBeHidden()
        await uploadButton(page).click()
        await expect(about).toHaveValue('')

        // Cancel resets without asking (docs/product.md §2).
        await about.fill('Will go')
        await dialog.getByRole('button', { name: l('Cancel', 'キャンセル') }).click()
        await expect(dialog).toBeHidden()
        await expect(ask).toBeHidden()
      })

      await test.step('a person row shows its error once it is left, or when Next is pressed; not when it appears', async () => {
        // Cancel left the dialog empty: open it again.
        await uploadButton(page).click()
        await expect(dialog).toBeVisible()
        const problem = dialog.getByText(
          l(
            'Please add both the name and the image for this section\\.',
            'このセクションには名前と画像の両方を追加してください。',
          ),
        )
        const addPerson = dialog.getByRole('button', {
          name: l('Add More People', '登場人物を追加'),
        })
        await addPerson.click()
        await expect(dialog.getByLabel(l('Name of person 1', '登場人物1の名前'))).toBeFocused()
        await expect(problem).toHaveCount(0)
        // Adding the next person at once leaves the new, empty row: it stays quiet too.
        await addPerson.click()
        await expect(dialog.getByLabel(l('Name of person 2', '登場人物2の名前'))).toBeFocused()
        await expect(problem).toHaveCount(0)
        await page.keyboard.type('Ken')
        // Moving on to the image of the same row is not leaving it.
        await page.keyboard.press('Tab')
        await page.keyboard.press('Tab')
        await expect(
          dialog.getByRole('button', { name: l('Remove person 2', '登場人物2を削除') }),
        ).toBeFocused()
        await expect(problem).toHaveCount(0)
        // Out of the row: now it says what is missing.
        await page.keyboard.press('Tab')
        await expect(problem).toHaveCount(1)

        // The empty row says so when Next is pressed.
        const next = dialog.getByRole('button', { name: l('Next', '次へ') })
        await expect(next).toBeDisabled()
        await next.focus()
        await page.keyboard.press('Enter')
        await expect(problem).toHaveCount(2)
        // Still on step 1, with the focus on the first field to fix.
        await expect(
          dialog.getByText(l('Step 1 of 2: about the video', 'ステップ1/2：動画について')),
        ).toBeVisible()
        await expect(dialog.getByLabel(l('Name of person 1', '登場人物1の名前'))).toBeFocused()
      })
    })

    test('@phone videos dropped anywhere on the Videos page open the dialog with them chosen; other files say why', async ({
      page,
    }) => {
      await openLibrary(page)
      await dropOnPage(page, [{ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('x') }])
      await expect(
        page.getByRole('alert').filter({
          hasText: l(
            'Only MP4, M4V and MOV files can be uploaded\\.',
            'アップロードできるのはMP4、M4V、MOVファイルのみです。',
          ),
        }),
      ).toBeVisible()
      await expect(dialogOf(page)).toBeHidden()

      await dropOnPage(page, [
        { name: 'dropped.mp4', type: 'video/mp4', bytes: sampleMp4() },
        { name: 'also.mov', type: 'video/quicktime', bytes: sampleMp4() },
      ])
      const dialog = dialogOf(page)
      await expect(
        dialog.getByText(l('Step 1 of 2: about the video', 'ステップ1/2：動画について')),
      ).toBeVisible()
      await dialog.getByRole('button', { name: l('Next', '次へ') }).click()
      const chosen = dialog.getByRole('list', { name: l('Chosen videos', '選択した動画') })
      await expect(chosen.getByRole('listitem')).toHaveCount(2)
      await expect(chosen).toContainText('dropped.mp4')
      await expect(chosen).toContainText('also.mov')
      await expect(
        dialog.getByRole('button', { name: l('Upload', 'アップロード'), exact: true }),
      ).toBeEnabled()
    })
  })
}
