import { callEndpoint } from '../api/http';
import type { FormValues } from '../resources/form/form-values';

/** The tag the server would give a new asset (auto-increment); nothing while that is off. */
export async function suggestAssetTag(signal: AbortSignal): Promise<FormValues> {
  const answer = await callEndpoint<{ next_tag: string | null }>('hardware.next-tag', {}, { signal });
  return answer.next_tag ? { asset_tag: answer.next_tag } : {};
}
