import { showAlert } from '../../../lib/alerts';

/** The employee screens' alert (spec §2): a modal titled "Alert?" with an "Ok" button. */
export function employeeAlert(message: string): Promise<void> {
  return showAlert(message, 'Alert?', 'Ok');
}
