import { useParams } from 'react-router';
import { useDocumentMeta } from '../../components/use-document-meta';
import {
  TeamMemberNotFound,
  TeamMemberProfile,
} from '../../features/team/components/team-member-profile';
import { findTeamMember } from '../../features/team/content/team-members';

// Route module: React Router loads it lazily and renders `Component`.
export function Component() {
  const { memberId } = useParams();
  const member = findTeamMember(memberId);
  useDocumentMeta(
    member
      ? {
          title: `${member.name}, ${member.title}`,
          description: `${member.name} is ${member.title} at Silent Labs. ${member.bio.split('. ')[0]}.`,
        }
      : {
          title: 'Team Member Not Found',
          description:
            'This Silent Labs team profile does not exist. Meet the team on our contact page.',
        },
  );
  return member ? <TeamMemberProfile member={member} /> : <TeamMemberNotFound />;
}
