import type { UploadedObject, UploadSlot } from '#contracts/objects.ts';
import { ApiError, apiRequest, handleUnauthorized } from '#client/lib/api.ts';
import { NetworkError, reportReachable, reportUnreachable } from '#client/lib/network-status.ts';

export interface UploadOptions {
  /** Called with whole percentages (0-100) as the browser sends the file's bytes. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/** True for the error an aborted upload rejects with (nothing to tell the person). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * PUTs the raw file to a signed upload URL with XMLHttpRequest, because fetch cannot report upload
 * progress. Answers the stored object's URL. A non-2xx answer rejects with an ApiError (so
 * errorMessage() reads the server's `{ message }`, e.g. 415 for HEIC); a 401 follows the 401 rule.
 */
export function putFile(uploadURL: string, file: File, options: UploadOptions = {}): Promise<UploadedObject> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort);

    xhr.open('PUT', uploadURL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');

    let lastPercent = -1;
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      const percent = Math.min(100, Math.round((event.loaded / event.total) * 100));
      if (percent !== lastPercent) {
        lastPercent = percent;
        onProgress?.(percent);
      }
    };
    xhr.onload = () => {
      cleanUp();
      reportReachable();
      const bodyText = (xhr.responseText ?? '').trim();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        try {
          const body = JSON.parse(bodyText) as Partial<UploadedObject>;
          if (typeof body.objectURL === 'string' && body.objectURL) {
            resolve({ objectURL: body.objectURL });
            return;
          }
        } catch {
          // Falls through: an OK answer without the object's URL is still a failed upload.
        }
        reject(new ApiError(xhr.status, xhr.statusText, bodyText));
        return;
      }
      const unauthorized = xhr.status === 401;
      if (unauthorized) handleUnauthorized();
      reject(new ApiError(xhr.status, xhr.statusText, bodyText, unauthorized));
    };
    xhr.onerror = () => {
      cleanUp();
      reportUnreachable();
      reject(new NetworkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      cleanUp();
      reject(abortError());
    };
    xhr.send(file);
  });
}

/**
 * Uploads one file (docs/decisions/024): asks for a signed, single-use upload slot, then PUTs the
 * bytes to it with real progress. Answers the object URL to send with the ticket. Both steps follow
 * the 401 rule.
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<string> {
  const slot = await apiRequest<UploadSlot>('POST', '/api/objects/upload', undefined, {
    redirectOn401: true,
    signal: options.signal,
  });
  if (!slot?.uploadURL) throw new Error('The server did not return an upload address.');
  options.onProgress?.(0);
  const stored = await putFile(slot.uploadURL, file, options);
  return stored.objectURL || slot.objectURL;
}
