import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** /redirect/{path}: re-enters {path} (tab refresh remounts the page this way). */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${rest}${search}`, { replace: true });
  }, [navigate, rest, search]);
  return null;
}
