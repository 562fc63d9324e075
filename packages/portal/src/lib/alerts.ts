// Alerts and confirmations as accessible dialogs (never window.alert). Screens call showAlert or
// askConfirm; the one <AlertHost> in the app shows the oldest request until it is answered.

export interface DialogRequest {
  id: number;
  title: string;
  message: string;
  /** Confirmations have a cancel button; alerts only the confirm button. */
  cancelLabel: string | null;
  confirmLabel: string;
  answer: (confirmed: boolean) => void;
}

let queue: DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function open(request: Omit<DialogRequest, 'id' | 'answer'>): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    queue = [
      ...queue,
      {
        ...request,
        id,
        answer: (confirmed) => {
          queue = queue.filter((item) => item.id !== id);
          emit();
          resolve(confirmed);
        },
      },
    ];
    emit();
  });
}

/** An alert with one button (OK unless named); resolves when it is closed. */
export async function showAlert(message: string, title = 'Alert', confirmLabel = 'OK'): Promise<void> {
  await open({ title, message, cancelLabel: null, confirmLabel });
}

/** A confirmation; resolves true for the confirm button, false for cancel or Escape. */
export function askConfirm(options: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}): Promise<boolean> {
  return open(options);
}

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentDialog(): DialogRequest | null {
  return queue[0] ?? null;
}

/** Answers every open dialog (tests, and sign-out). */
export function closeAllDialogs(): void {
  for (const request of [...queue]) request.answer(false);
}
