export interface Target {
  baseUrl: string;
  token?: string;
}

export interface Exchange {
  method: string;
  url: string;
  body?: unknown;
  status: number;
  json: unknown;
  text: string;
  curl: string;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** One HTTP call, with the curl line that reproduces it (the token shown as $TOKEN). */
export async function call(
  target: Target,
  method: string,
  path: string,
  options: { body?: unknown; auth?: boolean; form?: FormData } = {},
): Promise<Exchange> {
  const url = new URL(path, target.baseUrl).toString();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const auth = options.auth ?? true;
  if (auth && target.token) headers.Authorization = `Bearer ${target.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const curl = [
    'curl -sS',
    `-X ${method}`,
    "-H 'Accept: application/json'",
    auth && target.token ? `-H "Authorization: Bearer $TOKEN"` : '',
    options.body !== undefined
      ? `-H 'Content-Type: application/json' -d ${shellQuote(JSON.stringify(options.body))}`
      : '',
    // Multipart parts as curl's -F (files shown by name; fetch sets the boundary itself).
    ...[...(options.form?.entries() ?? [])].map(([key, value]) =>
      typeof value === 'string' ? `-F ${shellQuote(`${key}=${value}`)}` : `-F ${shellQuote(`${key}=@${value.name}`)}`,
    ),
    shellQuote(url),
  ]
    .filter(Boolean)
    .join(' ');
  const response = await fetch(url, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = undefined;
  }
  return { method, url, body: options.body, status: response.status, json, text, curl };
}
