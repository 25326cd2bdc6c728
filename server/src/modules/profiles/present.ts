export interface ProfileWithUser {
  id: string;
  prefix: string;
  suffix: string;
  birthday: string | null;
  phone: string;
  bio: string;
  userId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/** The owner's own profile: only GET /profile/me and POST /profile answer with it. */
export function presentProfile(p: ProfileWithUser) {
  return {
    _id: p.id,
    user: { _id: p.userId, firstName: p.firstName, lastName: p.lastName, avatar: p.avatar },
    prefix: p.prefix,
    suffix: p.suffix,
    birthday: p.birthday,
    phone: p.phone,
    bio: p.bio,
  };
}

export type PublicProfileRow = Pick<
  ProfileWithUser,
  'id' | 'prefix' | 'suffix' | 'userId' | 'firstName' | 'lastName'
>;

/**
 * A profile as anyone may see it in the public list: prefix, suffix and name, as the spec's list
 * shows them. Birthday, phone and bio belong to the person and stay off the open internet.
 */
export function presentPublicProfile(p: PublicProfileRow) {
  return {
    _id: p.id,
    user: { _id: p.userId, firstName: p.firstName, lastName: p.lastName },
    prefix: p.prefix,
    suffix: p.suffix,
  };
}
