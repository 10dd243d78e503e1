import { controlClass, FormField } from "~/components/ui/form-field";
import { ADMIN_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, isAdminRole, type AdminRole } from "~/admin/roles";
import { useAutoFocus } from "./input-field";

/** The users screens' choice of a role (decision 0065): each role's name and what it may use. */
export function RoleField({ value, error, onChange }: { value: string; error?: string; onChange: (role: AdminRole) => void }) {
  const autoFocus = useAutoFocus("role");
  return (
    <FormField id="field-role" name="role" label="Role" error={error} hint="Owners manage users and settings; at least one owner always remains.">
      {(control) => (
        <select
          {...control}
          {...autoFocus}
          value={value}
          onChange={(event) => {
            if (isAdminRole(event.target.value)) onChange(event.target.value);
          }}
          className={controlClass}
        >
          {ADMIN_ROLES.map((role) => (
            <option key={role} value={role}>
              {`${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}`}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
