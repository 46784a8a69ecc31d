-- The register's search folds hiragana to katakana (えたのーる finds エタノール): the stored
-- column is folded as materialSearchText now folds it (apps/server/src/materials/materialSearchText.ts).
UPDATE "materials" SET "search_text" = translate("search_text", 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖゝゞ', 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶヽヾ') WHERE "search_text" ~ '[ぁ-ゖゝゞ]';
