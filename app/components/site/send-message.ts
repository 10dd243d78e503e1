import { VALIDATION_KEYS_HEADER, type ValidationText } from "~/schemas/validation-messages";

/** What became of a form's post to the API. */
export interface SendOutcome {
  sent: boolean;
  /** The server's field errors (400), by key: shown under the fields like the form's own. */
  errors?: Record<string, ValidationText>;
}

/**
 * Posts a form's values as JSON. Anything but 201 or a 400 with field errors is a failure,
 * logged to the console (specification, error catalogue) for whoever debugs it.
 */
export async function sendMessage(url: string, body: unknown): Promise<SendOutcome> {
  try {
    const res = await fetch(url, {
      method: "POST",
      // The answer's words are English; its keys let the page show them in its language.
      headers: { "content-type": "application/json", accept: "application/json", [VALIDATION_KEYS_HEADER]: "1" },
      body: JSON.stringify(body),
    });
    if (res.status === 201) return { sent: true };
    const answer = (await res.json().catch(() => null)) as { message?: string; keys?: Record<string, ValidationText> } | null;
    if (res.status === 400 && answer?.keys) return { sent: false, errors: answer.keys };
    throw new Error(answer?.message ?? `The server answered ${res.status}`);
  } catch (error) {
    console.error("The message could not be sent:", error);
    return { sent: false };
  }
}
