/**
 * Changes to the team's hiring processes. Each refreshes the list, and project information too:
 * a project's pipeline comes from its template.
 */
import {
  type CreateTemplateRequest,
  hiringProcessTemplateResponseSchema,
  type UpdateTemplateRequest,
} from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { TEMPLATES_PATH } from './list-templates';
import { hiringProcessKeys } from './query-keys';

const okSchema = z.object({ success: z.literal(true) });
const templatePath = (templateId: string) => `${TEMPLATES_PATH}/${encodeURIComponent(templateId)}`;

function useTemplateMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Problems are shown in place: the editor under its fields, the dialogs in their body.
    meta: { inlineErrors: true },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: hiringProcessKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['projects', 'information'] });
    },
  });
}

export const useCreateTemplate = () =>
  useTemplateMutation(async (body: CreateTemplateRequest) => {
    const { data } = await api.post(TEMPLATES_PATH, body, hiringProcessTemplateResponseSchema);
    return data;
  });

export const useUpdateTemplate = () =>
  useTemplateMutation(async ({ templateId, body }: { templateId: string; body: UpdateTemplateRequest }) => {
    const { data } = await api.put(templatePath(templateId), body, hiringProcessTemplateResponseSchema);
    return data;
  });

export const useDeleteTemplate = () =>
  useTemplateMutation((templateId: string) => api.delete(templatePath(templateId), undefined, okSchema));

export const useSetDefaultTemplate = () =>
  useTemplateMutation(async (templateId: string) => {
    const { data } = await api.post(
      `${templatePath(templateId)}/set-default`,
      undefined,
      hiringProcessTemplateResponseSchema,
    );
    return data;
  });
