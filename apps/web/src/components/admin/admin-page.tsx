import { Button } from "@onepercent/ui/button";
import { PageHeader } from "@onepercent/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@onepercent/ui/tabs";
import { History, LockKeyhole, MailPlus, Users } from "lucide-react";
import { trpc } from "../../lib/trpc";
import { NeedsConnection } from "../common/needs-connection";
import { AdminGate } from "./admin-gate";
import { AuditLogPanel } from "./audit-log-panel";
import { InvitationsPanel } from "./invitations-panel";
import { UsersPanel } from "./users-panel";

/** The admin page (platform.md §2): the password gate, then Invitations, Users and the audit log. */
export function AdminPage() {
  const [status] = trpc.admin.status.useSuspenseQuery(undefined);
  const utils = trpc.useUtils();
  const lock = trpc.admin.lock.useMutation({
    onSuccess: () => utils.admin.status.setData(undefined, { unlocked: false }),
  });
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Coach tools"
        title="Admin Dashboard"
        description="Invite athletes and see how everyone uses OnePercent."
        actions={
          status.unlocked ? (
            <Button variant="secondary" size="sm" onClick={() => lock.mutate()} disabled={lock.isPending}>
              <LockKeyhole aria-hidden />
              <span className="max-sm:sr-only">Lock</span>
            </Button>
          ) : null
        }
        layout="top"
      />
      <NeedsConnection />
      {status.unlocked ? (
        <Tabs defaultValue="invitations">
          <TabsList aria-label="Admin sections">
            <TabsTrigger value="invitations">
              <MailPlus aria-hidden className="max-sm:hidden" />
              Invitations
            </TabsTrigger>
            <TabsTrigger value="users">
              <Users aria-hidden className="max-sm:hidden" />
              Users
            </TabsTrigger>
            <TabsTrigger value="audit">
              <History aria-hidden className="max-sm:hidden" />
              Audit log
            </TabsTrigger>
          </TabsList>
          <TabsContent value="invitations">
            <InvitationsPanel />
          </TabsContent>
          <TabsContent value="users">
            <UsersPanel />
          </TabsContent>
          <TabsContent value="audit">
            <AuditLogPanel />
          </TabsContent>
        </Tabs>
      ) : (
        <AdminGate />
      )}
    </div>
  );
}
