import type { ProfileUpdate } from "@eln/shared";
import { call } from "../../api/call";
import { accountEndpoints } from "@eln/shared/account";
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { profileUpdateSchema } from "@eln/shared";
import { errorMessageOf, messageIn, useMessageState } from "../../i18n/useMessageState";
import { FormTextField } from "../../components/form/FormTextField";
import { DisciplineSelect } from "../../components/form/DisciplineSelect";
import { notify } from "../../components/Notifier";
import { useUserStore } from "../../state/userStore";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { SearchShortcutSetting } from "../search/SearchShortcutSetting";
import { PhoneCodeForm } from "./PhoneSignInForm";
import { usePublicConfig } from "../../api/usePublicConfig";
import { accountKeys } from "../../api/queryKeys";

const tm = messageIn("auth");

interface ProfileForm {
  fullName: string;
  discipline: string;
  affiliation: string;
}

export function ProfilePage() {
  const { t } = useTranslation("auth");
  const setUser = useUserStore((s) => s.setUser);
  const [error, setError] = useMessageState();
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: accountKeys.me, queryFn: () => call(accountEndpoints.me) });
  const { control, handleSubmit, reset, formState } = useForm<ProfileForm, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema) as never,
    defaultValues: { fullName: "", discipline: "", affiliation: "" },
  });
  useEffect(() => {
    if (me.data) reset({ fullName: me.data.user.fullName, discipline: me.data.user.discipline ?? "", affiliation: me.data.user.affiliation ?? "" });
  }, [me.data, reset]);
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { user } = await call(accountEndpoints.updateProfile, { body: values });
      setUser({ email: user.email, fullName: user.fullName });
      notify.success(tm("profile.updated"));
    } catch (err) {
      setError(errorMessageOf(err));
    }
  });
  return (
    <Paper sx={{ p: 3, maxWidth: 560, mx: "auto" }}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t("profile.title")}
        </Typography>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label={t("profile.email")} value={me.data?.user.email ?? ""} disabled />
          <FormTextField control={control} name="fullName" label={t("profile.fullName")} />
          <DisciplineSelect control={control} name="discipline" label={t("profile.discipline")} />
          <FormTextField control={control} name="affiliation" label={t("profile.affiliation")} />
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || me.isPending} data-testid="profile-submit">
            {t("profile.submit")}
          </Button>
        </Stack>
      </Box>
      {config.data?.phone && (
        <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: "divider" }}>
          <Typography variant="h3" sx={{ mb: 1, fontSize: "1.1rem", fontWeight: 600 }}>
            {t("phone.profileTitle")}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t("phone.profileBody")}
          </Typography>
          {me.data?.user.phoneNumber && (
            <Typography variant="body2" sx={{ mb: 2 }} data-testid="phone-registered">
              {t("phone.registered", { phoneNumber: me.data.user.phoneNumber })}
            </Typography>
          )}
          <PhoneCodeForm
            purpose="add"
            onAdded={() => {
              notify.success(tm("phone.added"));
              void queryClient.invalidateQueries({ queryKey: accountKeys.me });
            }}
          />
        </Box>
      )}
      <SearchShortcutSetting />
      {me.data && <DeleteAccountSection email={me.data.user.email} hasPassword={me.data.user.hasPassword} />}
    </Paper>
  );
}
