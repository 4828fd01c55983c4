from nifty_table.remote.codes import Codes
from nifty_table.remote.lines import join_lines


def test_each_remote_seat_gets_its_ssh_and_join_lines_with_its_own_code():
    code = Codes.new([1]).seats[1]
    assert join_lines("Bob", code, "127.0.0.1", 8765, 2222) == [
        f"Bob: ssh -p 2222 {code}@127.0.0.1",
        f"Bob: nifty-table join 127.0.0.1:8765 {code}",
    ]


def test_codes_are_unguessable_and_kept_beside_the_save(tmp_path):
    codes = Codes.new([1, 2])
    assert len({*codes.seats.values(), codes.spectator}) == 3
    assert all(len(code) == 10 for code in codes.seats.values())
    save = tmp_path / "game.json"
    codes.keep(save)
    assert Codes.kept(save) == codes
    assert Codes.path_for(save).stat().st_mode & 0o077 == 0  # this user's only
    assert codes.seat_of(codes.seats[2]) == (True, 2)
    assert codes.seat_of(codes.spectator) == (True, None)
    assert codes.seat_of("x" + codes.seats[2])[0] is False
