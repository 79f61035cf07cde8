# The panels of `advise FILE --format svg`: the guides' charts of performance per dollar and per
# watt. A point above the line from the origin through another point has more speed per dollar
# (or per watt), so each axis starts at zero.
chart "Speed per dollar" x gpu.price y relative_speed
chart "Speed per watt" x gpu.tdp y relative_speed
