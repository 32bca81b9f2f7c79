/** Sequence attachments under `/api/tb-v2/v1/campaigns/attachments`: the team's files and uploads. */
import type {
  Attachment,
  AttachmentListResponse,
  AttachmentUploadResponse,
} from '@talentbase/shared/contracts/engage-attachments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, api } from '../../../lib/api-client';
import { CAMPAIGNS_BASE } from './campaigns';

const BASE = `${CAMPAIGNS_BASE}/attachments`;
const attachmentKeys = { all: ['engage-attachments'] as const };

export function useAttachments(enabled = true) {
  return useQuery({
    queryKey: attachmentKeys.all,
    queryFn: ({ signal }) => api.get<AttachmentListResponse>(BASE, undefined, signal),
    select: (answer) => answer.data,
    enabled,
    meta: { inlineErrors: true },
  });
}

export function useUploadAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<Attachment> => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await api.upload<AttachmentUploadResponse>(BASE, form)).data;
    },
    meta: { inlineErrors: true },
    onSuccess: (added) => {
      // The new file is named at once on the step that attached it, before the list reloads.
      queryClient.setQueryData<AttachmentListResponse>(attachmentKeys.all, (old) => ({
        data: [added, ...(old?.data ?? []).filter((a) => a.fileId !== added.fileId)],
      }));
      return queryClient.invalidateQueries({ queryKey: attachmentKeys.all });
    },
  });
}

export const attachmentContentUrl = (fileId: string) =>
  `${API_BASE}${BASE}/${encodeURIComponent(fileId)}/content`;
