import type { ApiClient } from './client';
import { toFormData } from './form-data';
import type { LoggedInUser, User } from '../types';

export interface NewUserInput {
  name: string;
  email: string;
  password: string;
  /** Our addition: the referral code the visitor arrived with (first touch), kept for their first purchase. */
  referral_code?: string | null;
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface VerificationCodeInput {
  email: string;
  code: string;
}

export interface ResetPasswordInput {
  email: string;
  code: string;
  password: string;
}

export interface ChangePasswordInput {
  _id: string;
  old_password: string;
  new_password: string;
}

export interface ProfileInput {
  _id: string;
  name: string;
  email: string;
  phone: string;
  /** A newly picked photo; left out of the form when absent. */
  image?: Blob | null;
}

export interface ValidateEmailInput {
  email: string;
  name: string;
  password: string;
}

/** Account calls under /api/user/. */
export function createUserApi(client: ApiClient) {
  return {
    /** Sign-up (multipart name, email, password): the new user with its token. */
    newUser: (input: NewUserInput) => client.post<LoggedInUser>('/api/user/new-user', toFormData({ ...input })),
    loginUser: (input: LoginInput) => client.post<LoggedInUser>('/api/user/login-user', input),
    /** Sends a reset code to the address (forgot-password flow). */
    generateCode: (email: string) => client.post<null>('/api/user/generate-code', { email }),
    /** Checks a code; resolves with the updated user when it was a verify code, else null. */
    validateVerificationCode: (input: VerificationCodeInput) =>
      client.post<User | null>('/api/user/validate-verification-code', input),
    forgotPassword: (input: ResetPasswordInput) => client.post<null>('/api/user/forgot-password', input),
    /** Succeeds with code 1 (updated). */
    changePassword: (input: ChangePasswordInput) => client.post<null>('/api/user/change-password', input),
    /** Profile save (multipart); resolves with the updated user fields. */
    updateProfile: ({ image, ...fields }: ProfileInput) =>
      client.post<User>('/api/user/post', toFormData({ ...fields, image })),
    /** Referral checkout: resolves with the user id (created or matched). */
    validateEmail: (input: ValidateEmailInput) => client.post<string>('/api/user/validate-email', input),
    logout: () => client.post<null>('/api/user/logout'),
  };
}
