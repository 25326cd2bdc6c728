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
