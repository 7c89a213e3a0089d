import { api, unwrap, type ApiResult } from '@/api/http';
import { baseApi } from '@/api/baseApi';
import type {
  AuthSession,
  ChangePasswordRequest,
  ChangePasswordWithCodeRequest,
  ForgetPasswordRequest,
  GoogleLoginRequest,
  LoginRequest,
  RegisterRequest,
  VerificationRequest,
} from '@/api/types';

/** Answers whose only content is the server's message (the mock reveals codes there). */
export interface MessageResult {
  message: string;
}

// Auth forms show their errors inline next to the fields, so the global error toast stays away.
const SILENT = { silent: true } as const;

async function withMessage(
  pending: Promise<{ data?: { message?: string }; error?: unknown; response: Response }>,
): Promise<ApiResult<MessageResult>> {
  const result = await unwrap(pending);
  if ('error' in result) return result;
  const { data } = await pending;
  return { data: { message: data?.message ?? '' } };
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthSession, LoginRequest>({
      queryFn: (body) => unwrap(api.POST('/authorize/login', { body, ...SILENT })),
    }),
    googleLogin: build.mutation<AuthSession, GoogleLoginRequest>({
      queryFn: (body) => unwrap(api.POST('/authorize/google-login', { body, ...SILENT })),
    }),
    sendVerificationCode: build.mutation<MessageResult, VerificationRequest>({
      queryFn: (body) => withMessage(api.POST('/authorize/verification', { body, ...SILENT })),
    }),
    register: build.mutation<AuthSession, RegisterRequest>({
      queryFn: (body) => unwrap(api.POST('/authorize/register', { body, ...SILENT })),
    }),
    forgetPassword: build.mutation<MessageResult, ForgetPasswordRequest>({
      queryFn: (body) => withMessage(api.POST('/authorize/forgetPass', { body, ...SILENT })),
    }),
    changePasswordWithCode: build.mutation<MessageResult, ChangePasswordWithCodeRequest>({
      queryFn: (body) => withMessage(api.POST('/authorize/changePass', { body, ...SILENT })),
    }),
    changePassword: build.mutation<MessageResult, ChangePasswordRequest>({
      queryFn: (body) => withMessage(api.POST('/user/changePass', { body, ...SILENT })),
    }),
    logout: build.mutation<MessageResult, void>({
      queryFn: () => withMessage(api.POST('/authorize/loginOut', { body: {}, ...SILENT })),
    }),
  }),
});

export const {
  useLoginMutation,
  useGoogleLoginMutation,
  useSendVerificationCodeMutation,
  useRegisterMutation,
  useForgetPasswordMutation,
  useChangePasswordWithCodeMutation,
  useChangePasswordMutation,
  useLogoutMutation,
} = authApi;

// Sign-out fetches this module for its call; what goes with the session comes in the same chunk.
export { forgetPrompts } from '@/utils/promptHistory';
export { forgetRecipes } from '@/utils/recipes';
export { postCrossTab } from '@/utils/crossTab';
