import type { ResponseOf } from '@cmms/contracts';
import type { ApiKey } from '../../api/api-key';
import { useApiQuery } from '../../api/use-api-query';

/**
 * A read's answer without the error envelope its declaration also allows (`detailOrError`, `listOrError`):
 * the request cycle throws that envelope as the query's failure (`error`), so `data` never holds one.
 */
export type Answered<T> = Exclude<T, { payload: null }>;

/** `useApiQuery` for a logbook read: the data typed from the endpoint id, as the contract declares it. */
export const useLogbookQuery = <I extends string>(key: ApiKey<I> | null, options?: Parameters<typeof useApiQuery>[1]) =>
  useApiQuery<Answered<ResponseOf<I>>>(key, options);
