// The similarity-table panel.
export default {
  'similarity.title': 'Is a similarity table a Gram matrix?',
  'similarity.lead':
    'A hand-made similarity table for documents A, B and C. Symmetric with ones on the diagonal, it looks plausible — its eigenvalues decide. Edit a cell and the eigenvalues and the verdict follow at once.',
  'similarity.table': 'Similarity table S',
  'similarity.presets': 'Example tables',
  'similarity.preset.S': 'The article’s S (documents A, B, C)',
  'similarity.preset.A': 'A from the Sylvester section',
  'similarity.preset.B': 'B from the Sylvester section',
  'similarity.preset.identity': 'Identity I',
  'similarity.preset.random': 'Random Gram matrix',
  'similarity.preset.randomNote':
    'XXᵀ of random vectors X ({n}×{d}, to two decimals) drawn with seed {seed}, exactly. The vectors are under “Vectors”.',
  'similarity.size.add': 'Add an item',
  'similarity.size.remove': 'Remove the last item',
  'similarity.send': 'Send this table to Sylvester’s criterion',

  'similarity.eigenvalues': 'Eigenvalues (ascending)',
  'similarity.verdict.psd': '{@Psd} — some vectors have exactly this table of inner products.',
  'similarity.verdict.notPsd': 'Not {@psd} — no vectors reproduce this table.',
  'similarity.verdict.negatives': 'Negative eigenvalues: {count}; the smallest is {min}.',
  'similarity.verdict.min': 'The smallest eigenvalue is {min}.',
  'similarity.verdict.tolerance': 'Eigenvalues within ±{tolerance} are rounding error and count as zero.',
  'similarity.verdict.roundingRule':
    'Decided by the rounding-aware rule, as for any computed table: an entry has more than {digits} digits after the point, so it is not read as an exact decimal, and eigenvalues within ±{tolerance} count as zero (rounding error).',
  'similarity.verdict.unavailable':
    'The exact check could not run, so the rounding-aware rule decided: eigenvalues within ±{tolerance} count as zero (rounding error).',
  'similarity.verdict.exactPsd': '{@Psd}, exactly — some vectors have exactly this table of inner products.',
  'similarity.verdict.exactNotPsd': 'Not {@psd}, exactly — no vectors reproduce this table.',
  'similarity.verdict.exactC': 'This c gives cᵀSc < 0: c = {c}, cᵀSc = {value} (exact).',
  'similarity.verdict.exactRule':
    'Decided exactly: every entry is a short decimal, read as typed (the values Sylvester’s criterion reads), and eliminated in exact fractions, with no rounding. The eigenvalues above are computed in floating point (the smallest {min}); they do not decide here.',
  'similarity.verdict.minorRule':
    'An entry is not a short decimal, so no exact check; but the principal minor on items {indices} is {value}, certainly negative (beyond the bound on its rounding error, or exactly, from the entries’ binary values), as Sylvester’s criterion shows. The eigenvalues alone (the smallest {min}) are within the rounding-aware tolerance ±{tolerance} of a PSD table; the minor decides.',
  'similarity.verdict.pending': 'Deciding exactly…',
  'similarity.verdict.pendingDetail':
    'The eigenvalues above are computed in floating point (the smallest {min}); the verdict waits for the exact check.',

  'similarity.quadratic.title': 'The quadratic form cᵀSc',
  'similarity.quadratic.hint': 'PSD means cᵀSc ≥ 0 for every c. Try your own c.',
  'similarity.quadratic.negative': 'Negative beyond its rounding error: this one c proves S is not PSD.',
  'similarity.quadratic.withinRounding': 'Within its rounding error of 0 (at most {bound}): its sign is not known, so it proves nothing.',
  'similarity.quadratic.nonNegative': 'Not negative.',
  'similarity.quadratic.eigenvector': 'Use the eigenvector that makes cᵀSc negative',
  'similarity.quadratic.noEigenvector': 'No eigenvalue is negative, so no c makes cᵀSc negative.',
  'similarity.quadratic.eigenvectorNote':
    'c is the eigenvector of the smallest eigenvalue, {lambda} (to four decimals), so cᵀSc ≈ {lambda}.',
  'similarity.form.title': 'cᵀSc in every direction',
  'similarity.form.orderOnly': 'The picture of cᵀSc over the unit circle or sphere is drawn for 2 × 2 and 3 × 3 tables only.',
  'similarity.form.waiting': 'The picture is on its way…',
  'similarity.viewWaiting': 'This view is on its way…',
  'similarity.form.keyNegative': 'certainly negative',
  'similarity.form.keyZero': 'within rounding',
  'similarity.form.keyPositive': 'certainly positive',
  'similarity.form.keyMin': '○ ±c, the eigenvector of the smallest eigenvalue',
  'similarity.form.keyC': '× the direction of your c',
  'similarity.form.keyCurve':
    'the curve: cᵀSc in each direction c, as its distance from the circle (|c| = 1): outside where positive, inside where negative',
  'similarity.form.note.circle.someNegative':
    'Where the curve dips inside the circle, cᵀSc < 0: each such direction c proves S is not PSD.',
  'similarity.form.note.circle.negativeBetween': 'The drawn curve stays outside the circle, yet cᵀSc < 0 between the samples, near ±c.',
  'similarity.form.note.circle.noneNegative': 'The curve never dips inside the circle: no direction c makes cᵀSc certainly negative.',
  'similarity.form.note.globe.someNegative': 'The red patch is where cᵀSc < 0: each direction in it proves S is not PSD.',
  'similarity.form.note.globe.negativeBetween': 'No sampled cell is red: the negative directions lie between the samples, at the ring ±c.',
  'similarity.form.note.globe.noneNegative': 'No red anywhere on the globe: no direction c makes cᵀSc certainly negative.',
  'similarity.form.turn': 'Drag the sphere or use the arrow keys to turn it.',
  'similarity.form.sphereLabel': 'cᵀSc over the unit sphere. Arrow keys turn it.',
  'similarity.form.someNegative':
    'cᵀSc is negative beyond its rounding error in {negative} of {total} sampled directions. It is smallest at the eigenvector of the smallest eigenvalue: cᵀSc = {lambda}.',
  'similarity.form.negativeBetween':
    'No sampled direction of the {total} is certainly negative, but at the eigenvector of the smallest eigenvalue cᵀSc = {lambda}, certainly negative: the negative region lies between the samples.',
  'similarity.form.noneNegative':
    'cᵀSc is certainly negative in none of {total} sampled directions. It is smallest at the eigenvector of the smallest eigenvalue: cᵀSc = {lambda}.',

  'similarity.paste.summary': 'Paste from a spreadsheet',
  'similarity.paste.label':
    'Paste a square table separated by tabs, commas or spaces; item names in the first row or column are fine. You can also paste straight into a cell of the table.',
  'similarity.paste.apply': 'Use this table',
  'similarity.paste.done': 'Loaded a {n}×{n} table.',
  'similarity.paste.unchanged': 'The table was not changed.',
  'similarity.paste.empty': 'The pasted text has no numbers.',
  'similarity.paste.tooLong': 'The pasted text is too long (at most {max} characters).',
  'similarity.paste.ragged': 'Line {row} has {found} cells; the first line has {expected}.',
  'similarity.paste.cell.empty': 'Line {row}, cell {col} is empty.',
  'similarity.paste.cell.not-a-number': 'Line {row}, cell {col} (“{text}”) is not a number.',
  'similarity.paste.cell.not-finite': 'Line {row}, cell {col} (“{text}”) is too large.',
  'similarity.paste.vector': 'Paste {n} numbers for c, as one row or one column.',
  'similarity.paste.vectors': 'X needs {n} rows (one per item) and 1 to {max} columns; the pasted table is {rows}×{cols}.',

  'similarity.table.notTable': 'This is not a table.',
  'similarity.table.notSquare': 'The table is {rows}×{cols}; a similarity table must be square.',
  'similarity.table.size': 'The table has {n} items; {min} to {max} are allowed.',
  'similarity.table.notFinite': 'Cell ({row}, {col}) is not a finite number.',
  'similarity.table.notSymmetric': 'Cell ({a}, {b}) is {x} but cell ({b}, {a}) is {y}; a similarity table must be symmetric.',
  'similarity.link.mismatch': 'The link’s {param} does not fit the table’s {n} items; using the default.',

  'similarity.views': 'Explore further',
  'similarity.tab.repair': 'Repair to PSD',
  'similarity.tab.vectors': 'Vectors',

  'similarity.repair.intro':
    'In practice a table that is not PSD is clipped (negative eigenvalues set to 0) or shifted (εI added). Either way you use a slightly different table — see which cells moved, and by how much. Shaded cells changed at three decimals; the small print says by how much.',
  'similarity.repair.clip.title': 'Clip: V · max(Λ, 0) · Vᵀ',
  'similarity.repair.clip.how':
    'Only the negative eigenvalues become 0. The nearest PSD table in the {@frobenius} norm, but every cell moves a little.',
  'similarity.repair.shift.title': 'Shift: S + εI',
  'similarity.repair.shift.how':
    'Adds ε to the diagonal only. The eigenvectors and the gaps between eigenvalues stay; every eigenvalue rises by ε.',
  'similarity.repair.unchanged': 'Already PSD: nothing to repair.',
  'similarity.repair.after': 'Repaired table',
  'similarity.repair.spectrum': 'Eigenvalues after:',
  'similarity.repair.psd': 'PSD',
  'similarity.repair.notPsd': 'not PSD',
  'similarity.repair.use': 'Use this table',
  'similarity.copyDigits':
    '“Use this table” copies {digits} decimals: rounded to the {shown} shown, the table would no longer get this verdict.',

  'similarity.vectors.intro':
    'Give every item a vector and stack them as the rows of X (n×d). G = XXᵀ is always a Gram matrix, hence PSD. Edit X, or go the other way and take vectors out of the table.',
  'similarity.vectors.x': 'Vectors X (rows: items, columns: dimensions)',
  'similarity.vectors.addDimension': 'Add a dimension',
  'similarity.vectors.removeDimension': 'Remove the last dimension',
  'similarity.vectors.reconstruct': 'Vectors from the table S (X = V√Λ)',
  'similarity.vectors.reconstructed': 'Done: {rank}-dimensional vectors (rank {rank}), residual ‖XXᵀ − S‖_F = {residual}.',
  'similarity.vectors.notPsdExact':
    'Not possible: the exact check found c = {c} with cᵀSc = {value} < 0 — no vectors have this table of inner products.',
  'similarity.vectors.notPsdMinor':
    'Not possible: the principal minor on items {indices} is {value}, certainly negative — no vectors have this table of inner products.',
  'similarity.vectors.notPsd':
    'Not possible: S has the negative eigenvalue {min}, whose square root is not real — no vectors have this table of inner products.',
  'similarity.vectors.useG': 'Use G as the similarity table',
  'similarity.vectors.gram': 'G = XXᵀ ({n}×{n}, items with items)',
  'similarity.vectors.covariance': 'XᵀX ({d}×{d}, dimensions with dimensions)',
  'similarity.vectors.gramSpectrum': 'Eigenvalues of G:',
  'similarity.vectors.covarianceSpectrum': 'Eigenvalues of XᵀX:',
  'similarity.vectors.note.gram': '{rank} nonzero eigenvalues, the same as those of XᵀX beside it; the other {zeros} are 0.',
  'similarity.vectors.note.gramFull': 'All {rank} eigenvalues are nonzero, the same as those of XᵀX beside it.',
  'similarity.vectors.note.covariance': '{rank} nonzero eigenvalues, the same as those of G beside it; the other {zeros} are 0.',
  'similarity.vectors.note.covarianceFull': 'All {rank} eigenvalues are nonzero, the same as those of G beside it.',
  'similarity.vectors.rank': 'rank(G) = rank(X) = rank(XᵀX) = {rank}: G and XᵀX share the same {rank} nonzero eigenvalues.',
  'similarity.vectors.zerosForced':
    '{n} vectors in d = {d} dimensions (n > d): G has at least n − d zero eigenvalues — {gramZeros} right now.',
  'similarity.vectors.zeros': 'G has n − rank = {gramZeros} zero eigenvalues, XᵀX has d − rank = {covarianceZeros}.',
  'similarity.vectors.proof': 'The article’s one-line proof, evaluated for the current c = ({c}):',
  'similarity.tab.geometry': 'Geometry',
  'similarity.geometry.intro':
    'A 3×3 table with 1 on its diagonal is a point in the space of its three cosines (s(A, B), s(A, C), s(B, C)). Inside the body of all {@psd} tables (the elliptope), three unit vectors with these cosines exist; outside it, none do.',
  'similarity.geometry.notThree':
    'This figure is drawn for 3×3 tables; this one is {n}×{n}. Remove items until three are left, or pick the article’s S preset.',
  'similarity.geometry.notUnit':
    'This figure holds tables with 1 on the diagonal (cosines of unit vectors); cell ({i}, {i}) is {value}. Type 1 there, or pick the article’s S preset.',
  'similarity.geometry.tooFar': 'A cosine past ±1e150 puts the point too far outside the cube |s| ≤ 1 that holds the body to draw it.',
  'similarity.geometry.pointLabel': 'The table’s point',
  'similarity.geometry.bodyLabel': 'The elliptope: arrow keys turn it',
  'similarity.geometry.bodyCaption': 'Every {@psd} 3×3 correlation table (the elliptope)',
  'similarity.geometry.sphereCaption': 'The vectors X = VΛ^½ on the unit sphere, and the angles between them',
  'similarity.geometry.sphereLabel': 'Three vectors on the unit sphere, angles {angles}',
  'similarity.geometry.keys':
    'Drag the point, or focus it and press the arrow keys to move it by 0.01 (Shift: 0.1) along the chosen axis. Drag the empty figure, or focus it and press the arrow keys, to turn it.',
  'similarity.geometry.axis': 'Axis the arrow keys move along',
  'similarity.geometry.pending': 'Waiting for the exact verdict; the point is grey until it comes.',
  'similarity.geometry.note.inside': 'The point, this table, sits in the body: three real unit vectors have its cosines.',
  'similarity.geometry.note.outside': 'The point, this table, sits outside the body: no three unit vectors have its cosines.',
  'similarity.geometry.note.sphere': 'The angles between the vectors are the arccosines of the table’s entries: {angles}.',
  'similarity.geometry.inside': 'The point is inside the body (or on its surface): unit vectors with these cosines exist.',
  'similarity.geometry.insideAngles':
    'Their angles {angles}: none exceeds the other two together, and the three come to {sum}°, no more than 360°.',
  'similarity.geometry.outside': 'The point is outside the body: no unit vectors have these cosines.',
  'similarity.geometry.notCosine': '|s({pair})| = {value} > 1: the cosine of two unit vectors cannot pass 1.',
  'similarity.geometry.perimeter': 'Three directions can spread at most 360° in all: {terms} = {sum}° > 360°.',
  'similarity.geometry.outsideRounding': 'The angles differ by less than rounding shows, but the determinant is negative: det = {det}.',
  'similarity.geometry.triangle':
    'On the sphere the angle between {a} and {b} cannot exceed the way through {via}: {left} = {angle}° > {right} = {sum}°.',
  'similarity.geometry.repair':
    'The ring: the clip repair, rescaled to 1 on the diagonal, {point}. It lies on the surface, {distance} from the table’s point (dashed).',
  'similarity.geometry.determinant': 'det = 1 + 2xyz − x² − y² − z² = {det}',
  'similarity.geometry.legendPoint': 'The table’s point',
  'similarity.geometry.legendRepair': 'The clip repair, rescaled to a unit diagonal',
};
