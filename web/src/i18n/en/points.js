// English: the pasted-points input (widgets/points-input.js), for every panel that uses it. Same keys as ko/points.js.
export default {
  'points.summary': 'Paste your own points',
  'points.label': 'Point coordinates (CSV)',
  'points.hint': 'One point per line, coordinates separated by commas or spaces. At most {maxPoints} points in {maxDimension} dimensions.',
  'points.apply': 'Compute with these points',
  'points.reset': 'Back to the seeded points',
  'points.empty': 'No points were pasted.',
  'points.ragged': 'Line {row} is a point in dimension {count}, the first line in dimension {first}. Every point needs the same dimension.',
  'points.cell': 'Line {row}, value {col} "{cell}": {error}',
  'points.unlinked':
    'These points are in use, but their text is longer than {max} characters, too long for a link: a link to this page opens the seeded points. To keep them, use “Save as file” at the top of the page.',
  'points.seededUnused': 'Not in use: the pasted points are (“Back to the seeded points” returns to them).',
};
