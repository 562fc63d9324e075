import { Button } from '../../../components/ui/button';
import { Modal } from '../components/modal';

export const AUTHENTICATE_TITLE = 'Authenticate this payment';

/**
 * The local provider's stand-in for a bank's 3-D Secure page (card 4000 0027 6000 3184): the person
 * approves or fails the authentication.
 */
export function AuthenticateDialog({ onAnswer }: { onAnswer: (approve: boolean) => void }) {
  return (
    <Modal title={AUTHENTICATE_TITLE} className="authenticate-dialog">
      <p className="modal-text">
        Your card issuer asks you to confirm this payment. This is the test provider: choose what the bank answers.
      </p>
      <div className="modal-actions">
        <Button variant="secondary" onClick={() => onAnswer(false)}>
          Fail
        </Button>
        <Button onClick={() => onAnswer(true)} autoFocus>
          Approve
        </Button>
      </div>
    </Modal>
  );
}
