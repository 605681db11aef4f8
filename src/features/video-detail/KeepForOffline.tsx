import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { cancelKeep, loadKeeper, pauseKeep, useKeeping, useKeptVideo } from '@/api/kept-on-device'
import type { KeepOutcome, KeepPlan } from '@/api/video-keeping'
import type { Video } from '@/api/videos'
import { formatBytes } from '@/offline/device-report'
import { Icon } from '@/ui/Icon'
import { ServerButton } from '@/ui/ServerButton'

/** Progress is said aloud at each quarter, not at each percent. */
const ANNOUNCE_STEP = 25

/**
 * "Keep for offline" (docs/product.md §4 Offline, "Kept videos"): the size first, then the keep
 * with its progress and Cancel, then a badge and Remove. What is said aloud goes to one polite
 * status: the start, each quarter, the end, the browser's answer on keeping storage, a refusal.
 */
export function KeepForOffline({ video, title }: { video: Video; title: string }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const kept = useKeptVideo(video.id)
  const keeping = useKeeping()
  const [plan, setPlan] = useState<KeepPlan>()
  const [measuring, setMeasuring] = useState(false)
  const [said, setSaid] = useState('')
  const [problem, setProblem] = useState('')
  const bytes = (count: number) => formatBytes(count, i18n.locale)
  const mine = keeping?.videoId === video.id
  const percent = mine && keeping.total > 0 ? Math.floor((keeping.stored / keeping.total) * 100) : 0
  const announced = useRef(0)

  useEffect(() => {
    if (!mine) return
    const step = Math.floor(percent / ANNOUNCE_STEP) * ANNOUNCE_STEP
    if (step > announced.current && step < 100) {
      announced.current = step
      setSaid(t`Keeping for offline: ${step} %`)
    }
  }, [mine, percent, t])

  const measure = async () => {
    setProblem('')
    setSaid('')
    setMeasuring(true)
    try {
      setPlan(await (await loadKeeper()).planKeep(video, title))
    } catch {
      setProblem(t`The size of this video could not be read, so nothing was kept. Try again later.`)
    } finally {
      setMeasuring(false)
    }
  }

  const keep = async (chosen?: KeepPlan) => {
    setPlan(undefined)
    setProblem('')
    announced.current = 0
    setSaid(t`Keeping for offline started.`)
    const keeper = await loadKeeper()
    const outcome = await (chosen ? keeper.keepInTurn(chosen) : keeper.continueKeep(video.id))
    setSaid(outcomeWords(outcome))
    if (outcome.kind === 'no-room') {
      const need = bytes(outcome.need)
      const room = bytes(outcome.room)
      setProblem(
        t`This video needs ${need} and this device has ${room} free for the app. Nothing was kept.`,
      )
    }
  }

  const outcomeWords = (outcome: KeepOutcome): string => {
    switch (outcome.kind) {
      case 'kept': {
        const done = t`Kept for offline: it plays on this device without a network.`
        if (outcome.persist === 'granted')
          return `${done} ${t`The browser will keep it until you remove it.`}`
        if (outcome.persist === 'refused')
          return `${done} ${t`The browser did not promise to keep it: it may remove it when the device runs short of space.`}`
        if (outcome.persist === 'unsupported')
          return `${done} ${t`This browser cannot be asked to keep it; it may remove it when the device runs short of space.`}`
        return done
      }
      case 'cancelled':
        return t`Keeping cancelled. Nothing of this video is kept.`
      case 'paused':
        return t`Keeping paused. Continue keeping takes it up where it stopped.`
      case 'no-room':
        return ''
      case 'failed':
        return t`Keeping stopped. It continues the next time the app starts online.`
    }
  }

  return (
    <section className="keep-offline card" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-subheading">
        <Trans>On this device</Trans>
      </h2>
      {kept?.complete ? (
        <div className="keep-offline-row">
          <p className="badge success keep-offline-badge">
            <Icon name="download" size={14} />
            <Trans>Kept for offline</Trans>
          </p>
          <span className="muted">{bytes(kept.bytes)}</span>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setSaid(t`Removed from this device.`)
              void loadKeeper().then((keeper) => keeper.removeKept(video.id))
            }}
          >
            <Trans>Remove from this device</Trans>
          </button>
        </div>
      ) : mine ? (
        <div className="keep-offline-progress">
          <progress
            value={keeping.stored}
            max={keeping.total || 1}
            aria-label={t`Keeping for offline`}
          />
          <p className="muted">
            {t`${bytes(keeping.stored)} of ${bytes(keeping.total)} (${percent} %)`}
          </p>
          <div className="keep-offline-row">
            <button type="button" className="secondary" onClick={pauseKeep}>
              <Trans>Pause keeping</Trans>
            </button>
            <button type="button" className="secondary" onClick={cancelKeep}>
              <Trans>Cancel keeping</Trans>
            </button>
          </div>
        </div>
      ) : plan ? (
        <div className="keep-offline-row">
          <p>
            {t`The video, its trailer and its scene clips take ${bytes(plan.total)} on this device.`}
          </p>
          <button type="button" className="primary" onClick={() => void keep(plan)}>
            <Trans>Keep {bytes(plan.total)}</Trans>
          </button>
          <button type="button" className="secondary" onClick={() => setPlan(undefined)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : (
        <div className="keep-offline-row">
          {kept && !kept.complete && (
            <p className="muted">
              <Trans>
                Partly kept ({bytes(kept.bytes)}). Continue keeping takes it up where it stopped.
              </Trans>
            </p>
          )}
          <ServerButton
            className="secondary"
            disabled={measuring || keeping !== undefined}
            onClick={() => void (kept ? keep() : measure())}
          >
            <Icon name="download" />
            {kept ? <Trans>Continue keeping</Trans> : <Trans>Keep for offline</Trans>}
          </ServerButton>
          {keeping && (
            <p className="muted">
              <Trans>Another video is being kept; this one can be kept after it.</Trans>
            </p>
          )}
        </div>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </section>
  )
}
