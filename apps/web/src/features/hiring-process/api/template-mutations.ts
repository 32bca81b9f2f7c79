/**
 * Changes to the team's hiring processes. Each refreshes the list, and project information too:
 * a project's pipeline comes from its template.
 */
import type {
  CreateTemplateRequest,
  HiringProcessTemplateResponse,
  SuccessResponse,
  UpdateTemplateRequest,
} from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TEMPLATES_PATH } from './list-templates';
import { hiringProcessKeys } from './query-keys';

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
    const { data } = await api.post<HiringProcessTemplateResponse>(TEMPLATES_PATH, body);
    return data;
  });

export const useUpdateTemplate = () =>
  useTemplateMutation(async ({ templateId, body }: { templateId: string; body: UpdateTemplateRequest }) => {
    const { data } = await api.put<HiringProcessTemplateResponse>(templatePath(templateId), body);
    return data;
  });

export const useDeleteTemplate = () =>
  useTemplateMutation((templateId: string) => api.delete<SuccessResponse>(templatePath(templateId)));

export const useSetDefaultTemplate = () =>
  useTemplateMutation(async (templateId: string) => {
    const { data } = await api.post<HiringProcessTemplateResponse>(`${templatePath(templateId)}/set-default`);
    return data;
  });
