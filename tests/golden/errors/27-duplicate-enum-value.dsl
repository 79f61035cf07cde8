# Duplicates: an enum that lists the same value twice.
enum golden_color_27 = golden_red_27, golden_green_27, golden_red_27
