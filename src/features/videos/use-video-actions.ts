import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'
import { deleteVideo, retryVideo, type Video, type VideoPage, videoKeys } from '@/api/videos'
import { showModal } from '@/ui/modal-store'

/** Delete (after the warning, docs/product.md §2) and retry of one card. */
export function useVideoActions(video: Video, onDeleted?: () => void) {
  const { t } = useLingui()
  const queryClient = useQueryClient()

  const fail = (error: unknown) => {
    // A 401/403 already moved to Login: nothing to say.
    if (isApiError(error) && error.kind === 'session-ended') return
    void showModal({ type: 'error', message: t`Something went wrong. Please try again!` })
  }

  const remove = useMutation({
    mutationFn: () => deleteVideo(video.id),
    onSuccess: () => {
      queryClient.setQueriesData<VideoPage>({ queryKey: videoKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              items: page.items.filter((item) => item.id !== video.id),
              total: Math.max(0, page.total - 1),
            }
          : page,
      )
      queryClient.removeQueries({ queryKey: videoKeys.detail(video.id) })
      void queryClient.invalidateQueries({ queryKey: videoKeys.lists() })
      onDeleted?.()
    },
    onError: fail,
  })

  // docs/product.md §4: after a successful retry the card shows in progress.
  const retry = useMutation({
    mutationFn: () => retryVideo(video.id),
    onSuccess: () => {
      queryClient.setQueriesData<VideoPage>({ queryKey: videoKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((item) =>
                item.id === video.id ? { ...item, status: 'in_progress' } : item,
              ),
            }
          : page,
      )
      void queryClient.invalidateQueries({ queryKey: videoKeys.lists() })
    },
    onError: fail,
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
