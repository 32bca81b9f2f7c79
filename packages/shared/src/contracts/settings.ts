import { z } from 'zod';

export const updateProfileRequestSchema = z.strictObject({
  fullName: z.string().trim().min(1, 'Enter your name').max(120, 'Name must be at most 120 characters'),
  jobTitle: z.string().trim().max(120, 'Job title must be at most 120 characters').nullable(),
  phone: z.string().trim().max(40, 'Phone must be at most 40 characters').nullable(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password').max(256, 'Password is too long'),
  newPassword: z.string().max(256, 'Password is too long'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
