/** A job's application form, and an applicant's answers to it. */
import type { ApplicantAnswers, JobApplicationForm } from '@talentbase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const MATCH = '/tb-v2/v1/applicant-match';
const formPath = (projectId: string) => `${MATCH}/jobs/${encodeURIComponent(projectId)}/application-form`;
const answersPath = (projectId: string, applicantId: string) =>
  `${MATCH}/projects/${encodeURIComponent(projectId)}/applicants/${encodeURIComponent(applicantId)}/application-answers`;

export const applicationKeys = {
  form: (projectId: string) => ['job-application-form', projectId] as const,
  answers: (projectId: string, applicantId: string) => ['applicant-answers', projectId, applicantId] as const,
};

export function useJobApplicationForm(projectId: string) {
  return useQuery({
    queryKey: applicationKeys.form(projectId),
    queryFn: ({ signal }) => api.get<{ data: JobApplicationForm }>(formPath(projectId), undefined, signal),
    select: (res) => res.data,
    meta: { inlineErrors: true },
  });
}

export function useSetJobApplicationForm(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (formId: string | null) =>
      api.put<{ data: JobApplicationForm }>(formPath(projectId), { formId }),
    meta: { inlineErrors: true },
    onSuccess: (res) => {
      client.setQueryData(applicationKeys.form(projectId), res);
      return client.invalidateQueries({ queryKey: ['applicant-answers', projectId] });
    },
  });
}

export function useApplicantAnswers(projectId: string, applicantId: string) {
  return useQuery({
    queryKey: applicationKeys.answers(projectId, applicantId),
    queryFn: ({ signal }) =>
      api.get<{ data: ApplicantAnswers }>(answersPath(projectId, applicantId), undefined, signal),
    select: (res) => res.data,
    meta: { inlineErrors: true },
  });
}

export function useRecordApplicantAnswers(projectId: string, applicantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, unknown>) =>
      api.put<{ data: ApplicantAnswers }>(answersPath(projectId, applicantId), { answers }),
    meta: { inlineErrors: true },
    onSuccess: (res) => client.setQueryData(applicationKeys.answers(projectId, applicantId), res),
  });
}
