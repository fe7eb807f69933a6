import { endpointPath, type Checked, type EndpointId } from '@cmms/contracts';
import { storedAccessToken } from '../auth/session-storage';
import { expireSession, refreshOnce } from './http';
import { RequestError } from './request-error';
import { languageHeaders } from './language-header';
import { saveBlob } from '../lib/save-text';

/** Whole percent, as the spec reports upload progress (point 5). */
export const progressPercent = (loaded: number, total: number): number =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

function sendOnce(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(languageHeaders())) xhr.setRequestHeader(name, value);
    const token = storedAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(progressPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        // Not JSON: keep the text.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new RequestError('network'));
    xhr.onabort = () => reject(new RequestError('aborted'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * A multipart upload by endpoint id, through XMLHttpRequest because fetch reports no upload
 * progress. Same rules as `apiRequest`: one refresh and retry on 401, HTTP 200 bodies as they are.
 */
export async function uploadToEndpoint<T, S extends string = string>(
  id: Checked<S, EndpointId>,
  params: Record<string, string | number>,
  form: FormData,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<T> {
  const path = endpointPath<string>(id, params);
  let answer = await sendOnce(path, form, onProgress, signal);
  if (answer.status === 401) {
    if (await refreshOnce()) answer = await sendOnce(path, form, onProgress, signal);
    if (answer.status === 401) expireSession();
  }
  if (answer.status < 200 || answer.status >= 300) throw new RequestError('http', answer.status, answer.body);
  onProgress(100);
  return answer.body as T;
}

async function fetchFile(path: string): Promise<Response> {
  const token = storedAccessToken();
  return fetch(path, { headers: { ...languageHeaders(), ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
}

/** A protected file's bytes (the bearer token cannot ride on a plain link or an `<img src>`). */
export async function fetchEndpointBlob<S extends string>(
  id: Checked<S, EndpointId>,
  params: Record<string, string | number>,
): Promise<Blob> {
  const path = endpointPath<string>(id, params);
  let response: Response;
  try {
    response = await fetchFile(path);
    if (response.status === 401 && (await refreshOnce())) response = await fetchFile(path);
  } catch {
    throw new RequestError('network');
  }
  if (response.status === 401) expireSession();
  if (!response.ok) throw new RequestError('http', response.status, null);
  return response.blob();
}

/** Downloads a protected file under its own name. */
export async function downloadFromEndpoint<S extends string>(
  id: Checked<S, EndpointId>,
  params: Record<string, string | number>,
  filename: string,
): Promise<void> {
  saveBlob(await fetchEndpointBlob<string>(id, params), filename);
}
