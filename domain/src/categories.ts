/** The spec's 22 categories (business §9), each with the subcategories owners choose from. */
export const CATEGORIES: { category_name: string; sub_category_name: { text: string }[] }[] = [
  [
    'Dental',
    [
      'General Dentistry',
      'Orthodontics',
      'Pediatric Dentistry',
      'Dental Hygiene',
      'Cosmetic Dentistry',
      'Oral Surgery',
    ],
  ],
  ['General', ['Family Practice', 'Walk-in Clinic', 'Health Coaching', 'Wellness Centre']],
  [
    'Medical',
    [
      'Family Medicine',
      'Dermatology',
      'Cardiology',
      'Pediatrics',
      'Sports Medicine',
      'Travel Medicine',
    ],
  ],
  ['Acupuncture', ['Traditional Chinese Medicine', 'Medical Acupuncture', 'Cupping']],
  ['Aesthetics', ['Skin Care', 'Laser Treatments', 'Injectables', 'Lash and Brow', 'Hair Removal']],
  ['Athletic Therapy', ['Injury Assessment', 'Rehabilitation', 'Taping and Bracing']],
  ['Chiropractic', ['Spinal Adjustment', 'Sports Chiropractic', 'Prenatal Chiropractic']],
  [
    'Counselling',
    ['Individual Counselling', 'Couples Counselling', 'Family Counselling', 'Grief Counselling'],
  ],
  ['Dietetics', ['Clinical Nutrition', 'Sports Nutrition', 'Weight Management']],
  ['Kinesiology', ['Exercise Therapy', 'Ergonomic Assessment', 'Functional Assessment']],
  [
    'Massage Therapy',
    ['Relaxation Massage', 'Deep Tissue', 'Sports Massage', 'Prenatal Massage', 'Hot Stone'],
  ],
  ['Midwifery', ['Prenatal Care', 'Postpartum Care', 'Home Birth']],
  ['Naturopathic Medicine', ['Naturopathic Consultation', 'IV Therapy', 'Herbal Medicine']],
  ['Occupational Therapy', ['Pediatric OT', 'Mental Health OT', 'Workplace Rehabilitation']],
  ['Optometry', ['Eye Exams', 'Contact Lens Fitting', 'Pediatric Eye Care', 'Dry Eye Treatment']],
  ['Osteopathy', ['Manual Osteopathy', 'Cranial Osteopathy', 'Visceral Manipulation']],
  ['Personal Training', ['Strength Training', 'Weight Loss', 'Yoga', 'Pilates', 'Seniors Fitness']],
  ['Podiatry', ['Foot Assessment', 'Custom Orthotics', 'Nail Care']],
  ['Psychiatry', ['Adult Psychiatry', 'Child and Adolescent Psychiatry', 'Medication Management']],
  [
    'Psychology',
    [
      'Clinical Psychology',
      'Psychological Assessment',
      'Child Psychology',
      'Cognitive Behavioural Therapy',
    ],
  ],
  ['Speech Therapy', ['Speech Assessment', 'Language Therapy', 'Stuttering', 'Swallowing Therapy']],
  ['Tattoo', ['Custom Tattoos', 'Fine Line', 'Cover-ups', 'Piercing', 'Tattoo Removal']],
].map(([category_name, subs]) => ({
  category_name: category_name as string,
  sub_category_name: (subs as string[]).map((text) => ({ text })),
}));

export const CATEGORY_NAMES = CATEGORIES.map((c) => c.category_name);

export function subcategoriesOf(category: string): string[] {
  return (
    CATEGORIES.find((c) => c.category_name === category)?.sub_category_name.map((s) => s.text) ?? []
  );
}
