import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { failureLines } from '@/api/failure-lines'
import { deleteVideo, retryVideo, type Video, type VideoPage, videoKeys } from '@/api/videos'
import { showFailure } from '@/ui/form/use-submit'
import { showModal } from '@/ui/modal-store'

/** What a card is busy with while its call runs. */
export type CardBusy = 'deleting' | 'retrying'

/**
 * Delete (after the warning, docs/product.md §2) and retry of the grid's cards: one pair of
 * mutations for the whole grid (a pair per card made the library's first render slower;
 * docs/architecture.md, "The library's cards"), each card's call tracked by its video's id.
 */
export function useVideoActions(onDeleted?: () => void) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<ReadonlyMap<string, CardBusy>>(new Map())
  const mark = (id: string, what?: CardBusy) =>
    setBusy((previous) => {
      const next = new Map(previous)
      if (what) next.set(id, what)
      else next.delete(id)
      return next
    })

  // The lists on screen change at once; the server's lists are asked for again after.
  const changeLists = (change: (page: VideoPage) => VideoPage) => {
    queryClient.setQueriesData<VideoPage>({ queryKey: videoKeys.lists() }, (page) =>
      page ? change(page) : page,
    )
    void queryClient.invalidateQueries({ queryKey: videoKeys.lists() })
  }
  // docs/product.md §8: the server's messages, else the generic line; nothing once the
  // session ended (Login is already showing).
  const onError = (error: unknown) => showFailure(failureLines(error))

  // The options' callbacks run for every call, also when another card's call started after.
  const remove = useMutation({
    mutationFn: (video: Video) => deleteVideo(video.id),
    onMutate: (video) => mark(video.id, 'deleting'),
    onSettled: (_data, _error, video) => mark(video.id),
    onSuccess: (_data, video) => {
      queryClient.removeQueries({ queryKey: videoKeys.detail(video.id) })
      changeLists((page) => ({
        ...page,
        items: page.items.filter((item) => item.id !== video.id),
        total: Math.max(0, page.total - 1),
      }))
      onDeleted?.()
    },
    onError,
  })

  // docs/product.md §4: after a successful retry the card shows in progress.
  const retry = useMutation({
    mutationFn: (video: Video) => retryVideo(video.id),
    onMutate: (video) => mark(video.id, 'retrying'),
    onSettled: (_data, _error, video) => mark(video.id),
    onSuccess: (_data, video) =>
      changeLists((page) => ({
        ...page,
        items: page.items.map((item) =>
          item.id === video.id ? { ...item, status: 'in_progress' } : item,
        ),
      })),
    onError,
  })

  const confirmDelete = async (video: Video) => {
    const name = video.title || video.filename
    const confirmed = await showModal({
      type: 'warning',
      title: t`Delete this video?`,
      message: t`“${name}” and its analysis will be removed permanently. This cannot be undone.`,
      confirmLabel: t`Delete`,
      cancelLabel: t`Cancel`,
    })
    if (confirmed) remove.mutate(video)
  }

  return { busy, confirmDelete, retry: (video: Video) => retry.mutate(video) }
}
