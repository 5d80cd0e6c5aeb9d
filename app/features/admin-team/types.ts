/** A team member as the admin page shows it (the loader's row). */
export type TeamMemberView = {
  id: string;
  name: string;
  title: string;
  bio: string | null;
  photoUrl: string | null;
  orderIndex: number;
};
