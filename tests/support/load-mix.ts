import type autocannon from 'autocannon';
import { API_BASE } from '@cmms/contracts';

/**
 * The mixed reads and writes of the load test (and of the benchmark's sustained run): settings lists,
 * a searched list, a detail, the asset list, a create and an update, in turn on each connection.
 */
export function loadMix(): autocannon.Request[] {
  let n = 0;
  return [
    { method: 'GET', path: `${API_BASE}/manufacturers?limit=10&sort=name&order=asc` },
    { method: 'GET', path: `${API_BASE}/locations?search=Manama&limit=25` },
    { method: 'GET', path: `${API_BASE}/departments/1` },
    { method: 'GET', path: `${API_BASE}/hardware?search=lap&sort=asset_tag&order=asc&limit=25` },
    {
      method: 'POST',
      path: `${API_BASE}/suppliers`,
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ name: `Load supplier ${++n}` }) }),
    },
    { method: 'PATCH', path: `${API_BASE}/companies/1`, body: JSON.stringify({ notes: 'Updated under load' }) },
  ];
}
