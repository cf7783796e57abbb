import { findTeamMember, memberIdFromName, TEAM_MEMBERS } from './team-members';

describe('team members', () => {
  it('has four co-founders with lowercase hyphenated ids', () => {
    expect(TEAM_MEMBERS).toHaveLength(4);
    for (const member of TEAM_MEMBERS) {
      expect(member.id).toBe(memberIdFromName(member.name));
      expect(member.id).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(member.initials).toHaveLength(2);
      expect(member.expertise.length).toBeGreaterThan(0);
      expect(member.foundingYear).toBe(2023);
    }
  });

  it('finds by id and nothing for unknown ids', () => {
    expect(findTeamMember('maya-chen')?.name).toBe('Maya Chen');
    expect(findTeamMember('nobody')).toBeUndefined();
    expect(findTeamMember(undefined)).toBeUndefined();
  });
});
