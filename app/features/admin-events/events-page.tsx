import { CalendarPlus, Plus } from "lucide-react";
import { useState } from "react";
import { useNavigation } from "react-router";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { useDeleteConfirmation } from "~/components/admin/use-delete-confirmation";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import type { AdminEvent } from "../../../server/modules/events/index.server";
import { EventCard } from "./event-card";
import { EventFormDialog } from "./event-form-dialog";
import { ManageEventDialog } from "./manage-event-dialog";
import { NextStepPrompt } from "./next-step-prompt";

type Editing = { mode: "create" } | { mode: "edit"; event: AdminEvent } | null;

/** SPEC "Admin events" (/admin/events), title 'Event Management'. */
export function EventsPage({ events, now }: { events: AdminEvent[]; now: string }) {
  const navigation = useNavigation();
  const [editing, setEditing] = useState<Editing>(null);
  const [managing, setManaging] = useState<AdminEvent | null>(null);
  const [created, setCreated] = useState<{ id: string; title: string } | null>(null);
  // The loader has revalidated by the time the save's handlers run, so the new event is listed.
  const createdEvent = created ? events.find((e) => e.id === created.id) : undefined;
  const remove = useDeleteConfirmation<AdminEvent>({
    action: "/admin/events",
    deleted: "Event deleted successfully!",
    failed: (error) => toast.error("Error deleting event", { description: error.message }),
  });
  // SPEC §9: 4 skeletons while the list (re)loads.
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/events";

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Event Management</h1>
        <Button onClick={() => setEditing({ mode: "create" })}>
          <Plus aria-hidden="true" /> Add Event
        </Button>
      </div>

      {created ? (
        <NextStepPrompt
          title={created.title}
          onAddTicketTypes={() => {
            if (createdEvent) setManaging(createdEvent);
            setCreated(null);
          }}
          onDismiss={() => setCreated(null)}
        />
      ) : null}

      {loading ? (
        <div
          className="grid grid-cols-1 gap-6 md:grid-cols-2"
          aria-busy="true"
          aria-label="Loading events"
        >
          {Array.from({ length: 4 }, (_, i) => (
            <Card key={i}>
              <CardContent className="space-y-3 pt-6">
                <Skeleton className="aspect-video w-full" />
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-16 w-full" />
              </CardContent>
            </Card>
          ))}
        </div>
      ) : events.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-16 text-center">
            <CalendarPlus aria-hidden="true" className="size-12 text-muted-foreground" />
            <p className="text-lg font-medium">No events yet</p>
            <Button onClick={() => setEditing({ mode: "create" })}>Add First Event</Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {events.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              now={now}
              onEdit={() => setEditing({ mode: "edit", event })}
              onManage={() => setManaging(event)}
              onDelete={() => remove.ask(event)}
            />
          ))}
        </div>
      )}

      <EventFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onCreatedTicketed={setCreated}
      />
      <ManageEventDialog event={managing} onClose={() => setManaging(null)} />
      <ConfirmDeleteDialog
        {...remove.dialog}
        title="Delete Event"
        description={`Are you sure you want to delete "${remove.target?.title ?? ""}"? This action cannot be undone.`}
        warning={
          remove.target && remove.target.liveRegistrations > 0
            ? `This event has ${remove.target.liveRegistrations} active ${remove.target.liveRegistrations === 1 ? "registration" : "registrations"}: cancel ${remove.target.liveRegistrations === 1 ? "it" : "them"} in Manage first.`
            : null
        }
      />
    </div>
  );
}
