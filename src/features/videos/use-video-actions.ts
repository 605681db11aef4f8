import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { failureLines } from '@/api/failure-lines'
import { deleteVideo, retryVideo, type Video, type VideoPage, videoKeys } from '@/api/videos'
import { showFailure } from '@/ui/form/use-submit'
import { showModal } from '@/ui/modal-store'

/** Delete (after the warning, docs/product.md §2) and retry of one card. */
export function useVideoActions(video: Video, onDeleted?: () => void) {
  const { t } = useLingui()
  const queryClient = useQueryClient()

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

  const remove = useMutation({
    mutationFn: () => deleteVideo(video.id),
    onSuccess: () => {
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
    mutationFn: () => retryVideo(video.id),
    onSuccess: () =>
      changeLists((page) => ({
        ...page,
        items: page.items.map((item) =>
          item.id === video.id ? { ...item, status: 'in_progress' } : item,
        ),
      })),
    onError,
  })

  const confirmDelete = async () => {
    const name = video.title || video.filename
    const confirmed = await showModal({
      type: 'warning',
      title: t`Delete this video?`,
      message: t`“${name}” and its analysis will be removed permanently. This cannot be undone.`,
      confirmLabel: t`Delete`,
      cancelLabel: t`Cancel`,
    })
    if (confirmed) remove.mutate()
  }

  return {
    confirmDelete,
    deleting: remove.isPending,
    retry: () => retry.mutate(),
    retrying: retry.isPending,
  }
}
