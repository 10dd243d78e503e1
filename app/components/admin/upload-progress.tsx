import { useState } from "react";

/** A JSON API's answer to an upload: the status and the envelope ({success, message, errors, data}). */
export interface UploadAnswer {
  /** 0 when the request never got an answer (the connection failed). */
  status: number;
  body: { success?: boolean; message?: string; errors?: Record<string, string>; data?: unknown };
}

/**
 * Posts a form's fields and files to a JSON endpoint, telling how much of the body has gone
 * (0 to 1) as it goes: fetch() cannot say that of an upload, XMLHttpRequest can.
 */
function postWithProgress(url: string, body: FormData, onProgress: (sent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const answer: unknown = request.response;
      resolve({ status: request.status, body: typeof answer === "object" && answer !== null ? (answer as UploadAnswer["body"]) : {} });
    });
    for (const failure of ["error", "abort", "timeout"]) request.addEventListener(failure, () => resolve({ status: 0, body: {} }));
    request.send(body);
  });
}

/**
 * An upload form's script half: `upload` posts the form to a JSON endpoint; `sent` is how much
 * of it has gone while it runs (null when no upload runs), for UploadProgress to show.
 */
export function useUploadWithProgress() {
  const [sent, setSent] = useState<number | null>(null);
  async function upload(url: string, form: HTMLFormElement): Promise<UploadAnswer> {
    setSent(0);
    try {
      return await postWithProgress(url, new FormData(form), setSent);
    } finally {
      setSent(null);
    }
  }
  return { sent, upload };
}

/**
 * How far an upload is: a progress bar with the share sent, then, once every byte is there, a
 * bar without a value while the server reads the files. The words under it are announced.
 */
export function UploadProgress({ sent }: { sent: number | null }) {
  if (sent === null) return null;
  const percent = Math.floor(sent * 100);
  const done = percent >= 100;
  return (
    <div className="grid gap-1">
      <progress
        aria-label="Upload progress"
        max={100}
        {...(done ? {} : { value: percent })}
        className="h-2 w-full max-w-md overflow-hidden rounded-full accent-primary-700"
      />
      <p role="status" className="text-sm text-slate-700">
        {done ? "Uploaded; the server is reading the files…" : `Uploading… ${percent}%`}
      </p>
    </div>
  );
}
