import { TICKET_FIELDS } from '../api-double/server.mjs'
import { expect, test } from './fixtures'
import {
  chooseSample,
  dropFile,
  fillStepOne,
  openUploadDialog,
  PNG,
  uploadDialog,
} from './upload-helpers'
import { cardFor, openLibrary } from './videos-helpers'

// The machine is shared by several engineers' runs: allow for a slow start.
test.describe.configure({ timeout: 90_000 })

test.describe('the two-step upload', () => {
  test('a real MP4 with people and a trailer goes up with progress, in the right order, and turns completed by itself', async ({
    page,
    double,
    axe,
  }) => {
    const dialog = await openUploadDialog(page)
    await expect(dialog.getByText('Step 1 of 2: about the video')).toBeVisible()
    await axe()
    await fillStepOne(page)
    await expect(dialog.getByText('Step 2 of 2: the video file')).toBeVisible()
    await chooseSample(page)
    await expect(dialog.getByLabel('Output language')).toHaveValue('en')
    await dialog.getByLabel('Output language').selectOption('ja')
    await axe()
    await double.clearRequests()

    // Slow the upload down so its progress can be watched.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 24 * 1024,
    })
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    const progress = dialog.getByRole('progressbar', { name: 'Upload progress' })
    await expect
      .poll(async () => {
        const value = Number((await progress.getAttribute('value')) ?? 0)
        return value > 0 && value < 100
      })
      .toBe(true)
    // The upload outlives the dialog: the tray keeps showing it.
    await dialog.getByRole('button', { name: 'Continue in background' }).click()
    await expect(dialog).toBeHidden()
    const tray = page.getByRole('region', { name: 'Upload' })
    await expect(tray).toContainText('sample.mp4')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await expect(tray).toContainText('Uploaded. The analysis has started.', { timeout: 30_000 })

    const log = (await double.requests()).filter(
      (r) => r.method !== 'GET' && r.method !== 'OPTIONS',
    )
    expect(
      log.map((r) => `${r.origin} ${r.method} ${r.path.replace(/[0-9a-f-]{36}/, ':id')}`),
    ).toEqual([
      'api POST /api/videos',
      'api POST /api/videos/:id/upload-people-images',
      'storage POST /upload',
      'api PUT /api/videos/:id/update-status',
    ])
    const [create, people, storage] = log
    expect(create?.body).toMatchObject({
      filename: 'sample.mp4',
      video_length: 6,
      output_language: 'ja',
      about_this_video: 'School sports day, filmed in June.',
      trailer_instruction: 'Focus on the relay race.',
    })
    expect(people?.body).toMatchObject({
      fields: { names: 'Aiko Tanaka' },
      files: [{ field: 'images', filename: 'aiko.png' }],
    })
    expect(storage?.headers.authorization).toBe(false)
    const fields = (storage?.body as { fields?: Record<string, string> } | undefined)?.fields ?? {}
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(TICKET_FIELDS))

    // The new card shows in progress, then completed without pressing Refresh.
    const card = cardFor(page, /sample/i)
    await expect(card.getByText('In progress')).toBeVisible()
    await expect(card.getByRole('link')).toBeVisible({ timeout: 20_000 })
  })

  test('every step-1 rule of spec section 5 with its message', async ({ page }) => {
    const dialog = await openUploadDialog(page)
    const next = dialog.getByRole('button', { name: 'Next' })
    await expect(next).toBeEnabled()

    const about = dialog.getByLabel('About this video (optional)')
    await about.fill('a'.repeat(501))
    await about.blur()
    await expect(dialog.getByText('Please enter no more than 500 characters')).toBeVisible()
    await expect(next).toBeDisabled()
    await about.fill('a'.repeat(500))
    await expect(dialog.getByText('Please enter no more than 500 characters')).toBeHidden()
    await expect(next).toBeEnabled()

    await dialog.getByLabel('Make a trailer').check()
    await expect(next).toBeDisabled()
    const instruction = dialog.getByLabel('Trailer instruction')
    await instruction.focus()
    await instruction.blur()
    await expect(dialog.getByText('This field is required')).toBeVisible()
    await instruction.fill('b'.repeat(501))
    await expect(dialog.getByText('Please enter no more than 500 characters')).toBeVisible()
    await instruction.fill('Short and sweet.')
    await expect(next).toBeEnabled()

    await dialog.getByRole('button', { name: 'Add More People' }).click()
    await expect(dialog.getByLabel('Name of person 1')).toBeFocused()
    await expect(next).toBeDisabled()
    await dialog.getByLabel('Name of person 1').fill('Ken')
    await dialog.getByLabel('Name of person 1').blur()
    await expect(
      dialog.getByText('Please add both the name and the image for this section.'),
    ).toBeVisible()
    const image = dialog.getByLabel('Choose image of person 1')
    await image.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    })
    await expect(dialog.getByText('File size must not exceed 10MB')).toBeVisible()
    await expect(next).toBeDisabled()
    await dialog
      .getByLabel('Change image of person 1')
      .setInputFiles({ name: 'face.gif', mimeType: 'image/gif', buffer: PNG })
    await expect(dialog.getByText('Please choose a JPEG, PNG or SVG image.')).toBeVisible()
    await dialog
      .getByLabel('Change image of person 1')
      .setInputFiles({ name: 'ken.png', mimeType: 'image/png', buffer: PNG })
    await expect(
      dialog.getByText('Please add both the name and the image for this section.'),
    ).toBeHidden()
    await expect(next).toBeEnabled()

    await dialog.getByRole('button', { name: 'Add More People' }).click()
    await expect(next).toBeDisabled()
    await dialog.getByRole('button', { name: 'Remove person 2' }).click()
    await expect(next).toBeEnabled()
  })

  test('step 2: video types, the 5 GB limit, the removable chip, Previous keeps step 1', async ({
    page,
  }) => {
    const dialog = await openUploadDialog(page)
    await dialog.getByLabel('About this video (optional)').fill('Kept across steps')
    await dialog.getByRole('button', { name: 'Next' }).click()
    const upload = dialog.getByRole('button', { name: 'Upload', exact: true })
    await expect(upload).toBeDisabled()

    // A file of another type is listed with its reason and never sent (docs/product.md §5).
    await dropFile(page, 'notes.txt', 100, 'text/plain')
    await expect(dialog.getByText('notes.txt')).toBeVisible()
    await expect(dialog.getByText('Please choose an MP4, M4V or MOV video.')).toBeVisible()
    await expect(upload).toBeDisabled()

    await dropFile(page, 'huge.mov', 5120 * 1024 * 1024 + 1, 'video/quicktime')
    await expect(dialog.getByText('huge.mov')).toBeVisible()
    await expect(dialog.getByText('File size must not exceed 5GB')).toBeVisible()
    await expect(upload).toBeDisabled()
    // A removed file's place goes to the next one, keyboard focus with it.
    await dialog.getByRole('button', { name: 'Remove notes.txt' }).click()
    const removeHuge = dialog.getByRole('button', { name: 'Remove huge.mov' })
    await expect(removeHuge).toBeFocused()
    await removeHuge.click()
    await expect(dialog.getByText('huge.mov')).toBeHidden()
    // The last file removed: keyboard focus goes back to choosing one.
    await expect(dialog.getByRole('button', { name: 'Choose video files' })).toBeFocused()

    await chooseSample(page)
    await expect(upload).toBeEnabled()
    await dialog.getByRole('button', { name: 'Previous' }).click()
    await expect(dialog.getByLabel('About this video (optional)')).toHaveValue('Kept across steps')
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByText('sample.mp4')).toBeVisible()
  })

  test('Cancel resets the form without asking', async ({ page }) => {
    await openLibrary(page)
    const open = page.getByRole('button', { name: 'Upload', exact: true })
    await open.click()
    const dialog = uploadDialog(page)
    await dialog.getByLabel('About this video (optional)').fill('Draft text')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await open.click()
    await expect(dialog.getByLabel('About this video (optional)')).toHaveValue('')
  })
})

test.describe('the upload dialog in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('@phone both steps read in Japanese and pass axe', async ({ page, axe }) => {
    await openLibrary(page)
    await page.getByRole('button', { name: 'アップロード', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: '動画のアップロード' })
    await expect(dialog.getByText('ステップ1/2：動画について')).toBeVisible()
    await dialog.getByRole('button', { name: '登場人物を追加' }).click()
    await dialog.getByLabel('登場人物1の名前').fill('田中')
    await dialog.getByLabel('登場人物1の名前').blur()
    await expect(
      dialog.getByText('このセクションには名前と画像の両方を追加してください。'),
    ).toBeVisible()
    await expect(dialog.getByRole('button', { name: '次へ' })).toBeDisabled()
    await dialog.getByRole('button', { name: '登場人物1を削除' }).click()
    await axe()
    await dialog.getByRole('button', { name: '次へ' }).click()
    await expect(dialog.getByRole('button', { name: '動画ファイルを選択' })).toBeVisible()
    await expect(dialog.getByLabel('出力言語')).toHaveValue('ja')
    // The output languages are named in Japanese too (Intl.DisplayNames), not as the server does.
    await expect(dialog.getByLabel('出力言語').locator('option')).toContainText([
      '英語',
      '日本語',
      'ドイツ語',
    ])
    await expect(dialog.getByRole('button', { name: 'アップロード', exact: true })).toBeDisabled()
    await axe()
    await dialog.getByRole('button', { name: '戻る' }).click()
    await dialog.getByRole('button', { name: 'キャンセル' }).click()
    await expect(dialog).toBeHidden()
  })
})
