import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, type ReactNode, useId, useState } from 'react'
import { assetUrl } from '@/api/assets'
import { keptSource, useKeptVideo } from '@/api/kept-on-device'
import { makeReport, makeTrailer, openReport, reportUrl } from '@/api/video-actions'
import { type Video, videoKeys } from '@/api/videos'
import { Icon } from '@/ui/Icon'
import { OnceOpened } from '@/ui/OnceOpened'
import { ServerButton } from '@/ui/ServerButton'
import { useNeedsServer } from '@/ui/use-needs-server'

// The dialogs and the player load with their first use, not with the page.
const InstructionDialog = lazy(() =>
  import('./InstructionDialog').then((module) => ({ default: module.InstructionDialog })),
)
const PlayerDialog = lazy(() =>
  import('./PlayerDialog').then((module) => ({ default: module.PlayerDialog })),
)

type Kind = 'trailer' | 'report'

/**
 * Trailer and report (docs/product.md §2, §4): Make → instruction dialog; while the flag is set a
 * processing message replaces the button and the detail query polls (useVideoDetail); once the
 * result exists, Watch Trailer Video (modal player) or Open Report (new tab). Each needs the
 * server (nothing of them is kept for offline): offline, all four are unavailable alike.
 */
export function GenerationControls({ video }: { video: Video }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const headingId = useId()
  // The report is a page of the API, the trailer a file of the assets: neither is kept offline.
  const report = useNeedsServer()
  const keptVideo = useKeptVideo(video.id)
  const trailerKept = Boolean(keptVideo?.complete && keptVideo.kinds.includes('trailer'))
  const [dialog, setDialog] = useState<Kind | null>(null)
  const [watching, setWatching] = useState(false)
  const url = reportUrl(video.id, video.reportPath)

  const request = async (kind: Kind, instruction: string) => {
    await (kind === 'trailer' ? makeTrailer : makeReport)(video.id, instruction)
    // Show the processing state at once (this also starts the polling), then reload (docs/product.md §4).
    const flag = kind === 'trailer' ? 'isTrailerCreating' : 'isReportCreating'
    queryClient.setQueryData<Video>(videoKeys.detail(video.id), (old) =>
      old ? { ...old, [flag]: true } : old,
    )
    await queryClient.invalidateQueries({ queryKey: videoKeys.detail(video.id) })
  }

  const makeButton = (kind: Kind) => (
    <ServerButton className="primary" onClick={() => setDialog(kind)}>
      <Icon name={kind === 'trailer' ? 'film' : 'file-text'} />
      {kind === 'trailer' ? t`Make Trailer` : t`Make Report`}
    </ServerButton>
  )

  return (
    <section className="generation card" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        <Trans>Trailer and report</Trans>
      </h2>
      <GenerationRow label={t`Trailer`}>
        {video.isTrailerCreating ? (
          <Processing text={t`Generating trailer...`} />
        ) : video.trailerPath ? (
          <ServerButton kept={trailerKept} onClick={() => setWatching(true)}>
            <Icon name="play" />
            <Trans>Watch Trailer Video</Trans>
          </ServerButton>
        ) : (
          makeButton('trailer')
        )}
      </GenerationRow>
      <GenerationRow label={t`Report`}>
        {video.isReportCreating ? (
          <Processing text={t`Generating report...`} />
        ) : video.reportPath ? (
          // Offline the link has no address (nor a middle click, nor "open in a new tab"), and
          // stays focusable to say why.
          <a
            className="button"
            href={report.unavailable ? undefined : url}
            role={report.unavailable ? 'link' : undefined}
            tabIndex={report.unavailable ? 0 : undefined}
            target="_blank"
            rel="noopener noreferrer"
            {...report.control()}
            onClick={report.guard((event) => {
              event.preventDefault()
              openReport(video.id, video.reportPath)
            })}
          >
            <Icon name="external-link" />
            <Trans>Open Report</Trans>
            <span className="visually-hidden">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        ) : (
          makeButton('report')
        )}
      </GenerationRow>

      <OnceOpened open={dialog === 'trailer'}>
        <InstructionDialog
          open={dialog === 'trailer'}
          title={t`Make Trailer`}
          label={t`Trailer instruction`}
          hint={t`Describe what the trailer should show, for example its mood, length or key scenes.`}
          submitLabel={t`Make Trailer`}
          onClose={() => setDialog(null)}
          onSubmit={(text) => request('trailer', text)}
        />
      </OnceOpened>
      <OnceOpened open={dialog === 'report'}>
        <InstructionDialog
          open={dialog === 'report'}
          title={t`Make Report`}
          label={t`Report instruction`}
          hint={t`Describe what the report should cover, for example its audience or focus.`}
          submitLabel={t`Make Report`}
          onClose={() => setDialog(null)}
          onSubmit={(text) => request('report', text)}
        />
      </OnceOpened>
      <OnceOpened open={watching}>
        <PlayerDialog
          open={watching}
          title={t`Trailer`}
          src={keptSource(video.id, 'trailer') ?? assetUrl(video.id, video.trailerPath)}
          onClose={() => setWatching(false)}
        />
      </OnceOpened>
    </section>
  )
}

/** One result: its name, then what can be done with it now (make, wait, watch or open). */
function GenerationRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="generation-row">
      <span className="generation-label">{label}</span>
      {children}
    </div>
  )
}

function Processing({ text }: { text: string }) {
  return (
    <span className="generation-processing" role="status">
      <span className="spinner spinner-small" aria-hidden="true">
        <span className="spinner-ring" />
      </span>
      {text}
    </span>
  )
}
