import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';

/** SPEC §5/§8: the admin lists send anyone the server calls 'Unauthorized' (or not signed in) to /. */
export function isNotAdminError(error: unknown): boolean {
  return error instanceof ApiError && (error.message === 'Unauthorized' || error.status === 401);
}

export function useLeaveUnlessAdmin(error: unknown): void {
  const navigate = useNavigate();
  const leave = isNotAdminError(error);
  useEffect(() => {
    if (leave) void navigate('/', { replace: true });
  }, [leave, navigate]);
}
