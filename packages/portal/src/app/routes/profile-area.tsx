import { Route, Switch } from 'wouter';
import { paths } from '../../config/paths';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { EditProfileForm } from '../../features/profile/components/edit-profile-form';
import { ProfileFrame } from '../../features/profile/components/profile-frame';
import { useTitle } from '../../lib/use-title';
import NotFound from './not-found';

/** /profile (Edit Profile) with its child /profile/security (Change Password). */
export default function ProfileArea() {
  useTitle('Profile');
  return (
    <Switch>
      <Route path={paths.profile}>
        <ProfileFrame>
          <EditProfileForm />
        </ProfileFrame>
      </Route>
      <Route path={paths.profileSecurity}>
        <ProfileFrame>
          <ChangePasswordForm />
        </ProfileFrame>
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
