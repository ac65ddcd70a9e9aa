import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { wrapperConnection } from '../api/native-bridge-protocol';

/**
 * Inside a native wrapper: tells it each page the learner opens (`route`, so its back button can leave the app
 * on the learning home) and takes its back button to /chapter/ (spec 2.2). Renders nothing.
 */
export function WrapperRouteSync() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const connection = wrapperConnection();
  useEffect(() => {
    if (!connection) return;
    connection.onBack(() => void navigate('/chapter/'));
    return () => connection.onBack(null);
  }, [connection, navigate]);
  useEffect(() => {
    connection?.send('route', { path: pathname });
  }, [connection, pathname]);
  return null;
}
