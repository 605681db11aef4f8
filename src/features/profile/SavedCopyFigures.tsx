import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  type Count,
  type DeviceReport,
  formatBytes,
  nothingSaved,
  type StorageSizes,
} from '@/offline/device-report'

/** What is saved (counts) and the space the browser says this site uses (sizes). */
export function SavedCopyFigures({ report }: { report: DeviceReport }) {
  const { saved } = report
  return (
    <>
      <h3>
        <Trans>What is saved</Trans>
      </h3>
      {nothingSaved(saved) && (
        <p className="saved-copy-empty">
          <Trans>
            Nothing is saved on this device. Library pages and video pages you open while online are
            saved here, so they open offline too.
          </Trans>
        </p>
      )}
      <dl className="saved-copy-figures">
        <Figure term={<Trans>Library pages</Trans>}>
          <Known count={saved.libraryPages} />
        </Figure>
        <Figure term={<Trans>Video pages</Trans>}>
          <Known count={saved.detailPages} />
        </Figure>
        <Figure term={<Trans>Thumbnails and frame images</Trans>}>
          <Known count={saved.images} />
        </Figure>
        <Figure term={<Trans>Search index</Trans>}>
          {saved.indexedVideos === null ? (
            <Known count={null} />
          ) : (
            <Plural value={saved.indexedVideos} one="# video" other="# videos" />
          )}
        </Figure>
      </dl>
      <h3>
        <Trans>Space used</Trans>
      </h3>
      {report.sizes ? (
        <Sizes sizes={report.sizes} />
      ) : (
        <p>
          <Trans>This browser does not say how much space is used.</Trans>
        </p>
      )}
    </>
  )
}

function Sizes({ sizes }: { sizes: StorageSizes }) {
  const { i18n } = useLingui()
  const bytes = (value: number | undefined) => formatBytes(value ?? 0, i18n.locale)
  const used = bytes(sizes.usage)
  const quota = bytes(sizes.quota)
  const { details } = sizes
  return (
    <>
      <dl className="saved-copy-figures">
        <Figure term={<Trans>This site uses</Trans>}>
          <Trans>
            {used} of the {quota} the browser allows
          </Trans>
        </Figure>
        {details && (
          <>
            <Figure term={<Trans>Saved pages and search index</Trans>}>
              {bytes(details.indexedDB)}
            </Figure>
            <Figure term={<Trans>Images and the app’s own files</Trans>}>
              {bytes(details.caches)}
            </Figure>
            <Figure term={<Trans>The app’s offline service</Trans>}>
              {bytes(details.serviceWorkerRegistrations)}
            </Figure>
          </>
        )}
      </dl>
      <p className="muted">
        {details ? (
          <Trans>Sizes are the browser’s estimate for this whole site.</Trans>
        ) : (
          <Trans>
            Sizes are the browser’s estimate for this whole site, the app’s own files included; this
            browser does not say how the space is divided.
          </Trans>
        )}
      </p>
    </>
  )
}

function Figure({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** A count, or that the browser keeps it from the app. */
function Known({ count }: { count: Count }) {
  if (count !== null) return count
  return <Trans>Unknown: this browser does not let the app see it</Trans>
}
