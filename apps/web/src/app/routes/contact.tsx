import { useDocumentMeta } from '../../components/use-document-meta';
import { ContactDirectory } from '../../features/contact/components/contact-directory';
import { TeamMemberCard } from '../../features/team/components/team-member-profile';
import { TEAM_MEMBERS } from '../../features/team/content/team-members';

// Route module: React Router loads it lazily and renders `Component`.
export function Component() {
  useDocumentMeta({
    title: 'Team & contact',
    description:
      'Meet the Silent Labs co-founders and reach our New York team: corporate contacts, hours and e-mail.',
  });
  return (
    <ContactDirectory
      team={
        <ul className="contact__team">
          {TEAM_MEMBERS.map((member) => (
            <TeamMemberCard key={member.id} member={member} />
          ))}
        </ul>
      }
    />
  );
}
