import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@aayra/app-contract/router';
import { Button, CheckboxGroup, Select, TextField } from '@aayra/design-system/components';
import type { Profile } from '@aayra/supabase/profile';
import { paths } from '@aayra/app-contract/routes';
import { DisplayNameField } from '../../../components/DisplayNameField';
import { StudentCategorySelect } from '../../../components/StudentCategorySelect';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { FormMessage } from '../../../components/FormMessage';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { errorMessage } from '../../../lib/error-message';
import { isFirstLoginState } from '../../../lib/first-login';
import { parseWeekdays, weekdays } from '../../../lib/weekdays';
import { asWeeklyGoal, WEEKLY_GOAL_OPTIONS } from '@aayra/supabase/profile';
import { useUpdateProfile } from '../api/update-profile';
import { profileChanges, profileFormErrors, profileFormValues, type ProfileFormErrors, type ProfileFormValues } from '../profile-form';
import { TimeZoneField } from './TimeZoneField';

const weekdayOptions = weekdays.map((day) => ({ value: day, label: day }));

export function ProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const firstLogin = isFirstLoginState(useLocation().state);
  const updateProfile = useUpdateProfile(profile.userid);
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(profile, browserTimeZone()));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const form = useFocusFirstInvalid(errors);
  const [saved, setSaved] = useState(false);

  const edit = (change: Partial<ProfileFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setSaved(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (updateProfile.isPending) return;
    const found = profileFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    updateProfile.mutate(profileChanges(profile, values), {
      onSuccess: () => {
        // Both required fields are valid here, so the profile is complete: first login ends at home.
        if (firstLogin) navigate(paths.home, { replace: true });
        else setSaved(true);
      },
    });
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form ref={form} className="auth-form" onSubmit={submit} noValidate aria-label="Profile details">
      <DisplayNameField value={values.displayname} onChange={(displayname) => edit({ displayname })} error={errors.displayname} />
      <StudentCategorySelect value={values.studentcategory} onChange={(studentcategory) => edit({ studentcategory })} />
      <CheckboxGroup
        legend="Preferred study days"
        hint="Reminders come on these days."
        name="weekdays"
        layout="row"
        options={weekdayOptions}
        value={values.weekdays}
        onChange={(days) => edit({ weekdays: parseWeekdays(days) })}
      />
      <div className="auth-form__row">
        <TextField
          label="Preferred start time"
          type="time"
          name="starttime"
          hint="When you usually start studying."
          value={values.starttime}
          error={errors.starttime}
          onChange={(event) => edit({ starttime: event.currentTarget.value })}
        />
        <Select
          label="Weekly goal"
          name="weeklygoal"
          options={WEEKLY_GOAL_OPTIONS}
          value={String(values.weeklygoal)}
          onChange={(event) => edit({ weeklygoal: asWeeklyGoal(event.currentTarget.value) })}
        />
      </div>
      <TimeZoneField
        label="Time zone"
        hint="Your days, weeks and reminders follow this time zone; a change takes effect from your next day."
        value={values.timezone}
        onChange={(timezone) => edit({ timezone })}
      />
      <FormMessage tone="error">
        {hasErrors
          ? 'Your profile was not saved: fix the fields marked above.'
          : updateProfile.isError
            ? errorMessage(updateProfile.error, 'Your profile could not be saved. Try again.')
            : undefined}
      </FormMessage>
      {saved && <FormMessage tone="success">Profile saved.</FormMessage>}
      <div className="auth-form__actions">
        <Button type="submit" variant="primary" loading={updateProfile.isPending} loadingLabel="Saving...">
          Save Profile
        </Button>
      </div>
    </form>
  );
}
