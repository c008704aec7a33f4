final class ÉcranFlow: Flow { let `€` = "😀" }
