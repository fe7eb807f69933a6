import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
};

/** The router's default error screen (spec point 2): the fixed title and the error's message. */
export function RouteError() {
  return <ErrorScreen text={describe(useRouteError())} />;
}
