import type { ApiClient } from './client';
import { toFormData } from './form-data';
import type { AccountSession, ChatExport, LoggedInUser, User } from '../types';

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

/** A code was sent (or would have been): when another may be asked for, in seconds. */
export interface CodeSent {
  retry_after: number;
}

export interface DeleteAccountInput {
  password: string;
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
    generateCode: (email: string) => client.post<CodeSent>('/api/user/generate-code', { email }),
    /** Ours: a new verification code for the signed-in, unverified caller ("Didn't recieved your code?"). */
    resendVerificationCode: () => client.post<CodeSent>('/api/user/resend-verification-code'),
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
    /** Ours: the caller's signed-in devices. */
    getSessions: () => client.get<AccountSession[]>('/api/user/sessions'),
    /** Ours: ends every session of the caller but this one; resolves with how many ended. */
    signOutOtherSessions: () => client.post<{ signed_out: number }>('/api/user/sign-out-other-sessions'),
    /** Ours: the caller's chats, every thread with its messages, to save as a file. */
    exportChats: () => client.get<ChatExport>('/api/user/export-chats'),
    /** Ours: deletes the caller's account (password required); every session ends. */
    deleteAccount: (input: DeleteAccountInput) => client.post<null>('/api/user/delete-account', input),
  };
}
