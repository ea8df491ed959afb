import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LoginRequest,
  ProfileUpdate,
  RegisterRequest,
  RetailerSignupRequest,
  User,
} from '#contracts/auth.ts';
import { useLocation } from 'wouter';
import { apiRequest } from '#client/lib/api.ts';

export type { User };

interface MessageAnswer {
  message: string;
}

/** Query keys name the data; each query says its URL. */
export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
};

/**
 * The signed-in user, or null when signed out (`GET /api/auth/session`, never a 401 in the console). With no server answering it fails, unless this
 * browser knows who was signed in last (lib/persist-queries.ts): offline, that is who is shown. Asked
 * even while the browser says it is offline, so a visitor gets the public pages rather than a loader.
 */
export function useCurrentUser() {
  return useQuery<User | null>({
    networkMode: 'always',
    queryKey: authKeys.user(),
    queryFn: async ({ signal }) => {
      const session = await apiRequest<{ user: User | null }>('GET', '/api/auth/session', undefined, {
        signal,
      });
      return session.user;
    },
    retry: false,
  });
}

function looksLikeUser(value: unknown): value is User {
  return Boolean(value && typeof value === 'object' && 'id' in value && 'userType' in value);
}

/**
 * After login or sign-up: cache the user the server answered with (so routing switches at once),
 * then re-read it from /api/auth/user.
 */
export async function rememberSignedInUser(queryClient: QueryClient, answer: unknown): Promise<void> {
  if (looksLikeUser(answer)) {
    queryClient.setQueryData(authKeys.user(), answer);
    void queryClient.invalidateQueries({ queryKey: authKeys.user() });
  } else {
    await queryClient.refetchQueries({ queryKey: authKeys.user() });
  }
}

/** Signing in or up: the form goes to `path`, then the user it answers with is remembered. */
function useSignInRequest<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<User>('POST', path, body),
    onSuccess: (user) => rememberSignedInUser(queryClient, user),
  });
}

/** No 401 redirect: here a 401 means a wrong e-mail/phone or password. */
export function useLogin() {
  return useSignInRequest<LoginRequest>('/api/auth/login');
}

export function useRegister() {
  return useSignInRequest<RegisterRequest>('/api/auth/register');
}

export function useRetailerSignup() {
  return useSignInRequest<RetailerSignupRequest>('/api/auth/retailer-signup');
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: { emailOrPhone: string }) =>
      apiRequest<MessageAnswer>('POST', '/api/auth/request-reset', body),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string; confirmPassword: string }) =>
      apiRequest<MessageAnswer>('POST', '/api/auth/reset-password', body),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiRequest<User>('PUT', '/api/auth/profile', body),
    onSuccess: async (user) => {
      if (looksLikeUser(user)) queryClient.setQueryData(authKeys.user(), user);
      await queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest<MessageAnswer>('PUT', '/api/auth/password', body),
  });
}

/** Forgets everything cached for the signed-in person; the user becomes null (signed out). */
export function clearSessionData(queryClient: QueryClient): void {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  queryClient.setQueryData(authKeys.user(), null);
}

/**
 * Signs out: the server ends the session, the app goes to / and then every cached query goes
 * (navigating first keeps a signed-in page from bouncing to /login?next=… on the way out).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    // POST: the GET signs out only when it can tell our own pages asked (docs/decisions/045).
    mutationFn: () => apiRequest<MessageAnswer>('POST', '/api/auth/logout'),
    onSuccess: () => {
      navigate('/');
      clearSessionData(queryClient);
    },
  });
}
