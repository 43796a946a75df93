import { Link } from '@aayra/app-contract/router';
import { paths, reviewPath } from '@aayra/app-contract/routes';
import { Button } from '@aayra/design-system/components';
import { addSharedSetError, useAddSharedStudySet } from '../api/shared-set';

/** Copies the set into a completed session of the signed-in learner, with its first review tomorrow. */
export function AddSharedSet({ token }: { token: string }) {
  const add = useAddSharedStudySet(token);
  if (add.isSuccess) {
    return (
      <div className="shared-set__added" role="status">
        <p>Added to your reviews. Its first review is due tomorrow.</p>
        <p className="shared-set__invite-links">
          <Link to={reviewPath(add.data)}>Open the study set</Link>
          <Link to={paths.completedSessions}>Go to Completed Sessions</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="shared-set__add">
      <Button variant="primary" loading={add.isPending} loadingLabel="Adding..." onClick={() => add.mutate()}>
        Add to my reviews
      </Button>
      {add.isError && (
        <p className="shared-set__error" role="alert">
          {addSharedSetError(add.error)}
        </p>
      )}
    </div>
  );
}
