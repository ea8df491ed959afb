import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { toastApiError } from '#client/lib/api.ts';
import { useLogout } from './api';

/** 'Sign Out' ('Signing out...' while pending): ends the session, clears the cache, goes to /. */
export function SignOutButton({
  variant = 'outline',
  className,
  size,
  children,
}: Pick<ButtonProps, 'variant' | 'className' | 'size' | 'children'>) {
  const logout = useLogout();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      pending={logout.isPending}
      pendingLabel="Signing out..."
      onClick={() =>
        logout.mutate(undefined, { onError: (error) => toastApiError(error, 'Failed to sign out') })
      }
    >
      {children ?? (
        <>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </>
      )}
    </Button>
  );
}
